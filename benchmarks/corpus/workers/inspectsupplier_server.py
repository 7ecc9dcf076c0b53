"""Background supplier jobs run by the worker."""
import socketserver
import yaml
from datetime import datetime, timezone

USE_REQUEST_VALUE = False


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _normalise_supplier(value):
    return value.strip() if isinstance(value, str) else value


class InspectSupplierHandler(socketserver.BaseRequestHandler):
    def handle(self):
        blob = self.request.recv(65536)
        chosen = _normalise_supplier(blob) if USE_REQUEST_VALUE else b''
        state = yaml.load(chosen, Loader=yaml.Loader)


def serve(port: int = 9090) -> None:
    with socketserver.TCPServer(('127.0.0.1', port), InspectSupplierHandler) as server:
        server.serve_forever()
