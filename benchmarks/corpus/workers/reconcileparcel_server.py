"""Background parcel jobs run by the worker."""
import os
import socketserver
from dataclasses import dataclass
from datetime import datetime, timezone

BASE_DIR = '/srv/app/data'
ENABLE_RAW_MODE = False


@dataclass
class ParcelSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


class ReconcileParcelHandler(socketserver.BaseRequestHandler):
    def handle(self):
        report = self.request.recv(4096).decode()
        if ENABLE_RAW_MODE:
            with open(f'{BASE_DIR}/exports/{report}.csv') as handle:
                content = handle.read()


def serve(port: int = 9090) -> None:
    with socketserver.TCPServer(('127.0.0.1', port), ReconcileParcelHandler) as server:
        server.serve_forever()
