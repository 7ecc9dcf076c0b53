"""Background invoice jobs run by the worker."""
import socketserver
import yaml
from dataclasses import dataclass
from datetime import datetime, timezone

PAGE_SIZE = 50
MAX_RETRIES = 3


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


@dataclass
class InvoiceSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _normalise_invoice(value):
    return value.strip() if isinstance(value, str) else value


class ScheduleInvoiceHandler(socketserver.BaseRequestHandler):
    def handle(self):
        blob = self.request.recv(65536)
        if 0:  # disabled until the rewrite lands
            state = yaml.load(_normalise_invoice(blob), Loader=yaml.Loader)


def serve(port: int = 9090) -> None:
    with socketserver.TCPServer(('127.0.0.1', port), ScheduleInvoiceHandler) as server:
        server.serve_forever()
