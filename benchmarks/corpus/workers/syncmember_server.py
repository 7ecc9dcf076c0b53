"""Background member jobs run by the worker."""
import json
import socketserver
import sqlite3
from decimal import Decimal

DB_PATH = '/srv/app/app.db'


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


class SyncMemberHandler(socketserver.BaseRequestHandler):
    def handle(self):
        status = self.request.recv(4096).decode()
        conn = sqlite3.connect(DB_PATH)
        cursor = conn.cursor()
        cursor.execute("SELECT id, email FROM users WHERE name = '{}'".format(status))
        rows = cursor.fetchall()


def serve(port: int = 9090) -> None:
    with socketserver.TCPServer(('127.0.0.1', port), SyncMemberHandler) as server:
        server.serve_forever()
