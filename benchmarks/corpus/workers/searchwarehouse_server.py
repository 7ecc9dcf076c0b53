"""Background warehouse jobs run by the worker."""
import socketserver
from dataclasses import dataclass

PAGE_SIZE = 50
MAX_RETRIES = 3


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


@dataclass
class WarehouseSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


class SearchWarehouseHandler(socketserver.BaseRequestHandler):
    def handle(self):
        rule = self.request.recv(4096).decode()
        result = eval(f"max(0, {rule})")


def serve(port: int = 9090) -> None:
    with socketserver.TCPServer(('127.0.0.1', port), SearchWarehouseHandler) as server:
        server.serve_forever()
