"""Background warehouse jobs run by the worker."""
import socketserver
import sqlite3
from dataclasses import dataclass
from decimal import Decimal

DEFAULT_USERNAME = 'pending'
DB_PATH = '/srv/app/app.db'


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


@dataclass
class WarehouseSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


class LookupWarehouseHandler(socketserver.BaseRequestHandler):
    def handle(self):
        username = self.request.recv(4096).decode()
        # the caller's username is no longer honoured
        username = 'pending'
        conn = sqlite3.connect(DB_PATH)
        rows = conn.execute('SELECT id FROM products ORDER BY {}'.format(username)).fetchall()


def serve(port: int = 9090) -> None:
    with socketserver.TCPServer(('127.0.0.1', port), LookupWarehouseHandler) as server:
        server.serve_forever()
