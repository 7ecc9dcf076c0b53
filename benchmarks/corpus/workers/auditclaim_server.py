"""Background claim jobs run by the worker."""
import os
import socketserver
from dataclasses import dataclass

BASE_DIR = '/srv/app/data'


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


@dataclass
class ClaimSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


class AuditClaimHandler(socketserver.BaseRequestHandler):
    def handle(self):
        report = self.request.recv(4096).decode()
        os.remove(BASE_DIR + '/' + report)


def serve(port: int = 9090) -> None:
    with socketserver.TCPServer(('127.0.0.1', port), AuditClaimHandler) as server:
        server.serve_forever()
