"""Background device jobs run by the worker."""
import marshal
import socketserver
from datetime import datetime, timezone

PAGE_SIZE = 50
MAX_RETRIES = 3


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


class MergeDeviceHandler(socketserver.BaseRequestHandler):
    def handle(self):
        state = self.request.recv(65536)
        state = state.strip()
        state = marshal.loads(state)


def serve(port: int = 9090) -> None:
    with socketserver.TCPServer(('127.0.0.1', port), MergeDeviceHandler) as server:
        server.serve_forever()
