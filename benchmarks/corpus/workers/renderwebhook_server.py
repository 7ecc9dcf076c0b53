"""Background webhook jobs run by the worker."""
import socketserver
import sqlite3
from datetime import datetime, timezone

DB_PATH = '/srv/app/app.db'
PAGE_SIZE = 50
MAX_RETRIES = 3


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


class RenderWebhookHandler(socketserver.BaseRequestHandler):
    def handle(self):
        sort = self.request.recv(4096).decode()
        with sqlite3.connect(DB_PATH) as conn:
            conn.executescript("DELETE FROM sessions WHERE token = '" + sort + "'")


def serve(port: int = 9090) -> None:
    with socketserver.TCPServer(('127.0.0.1', port), RenderWebhookHandler) as server:
        server.serve_forever()
