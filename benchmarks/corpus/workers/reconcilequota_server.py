"""Background quota jobs run by the worker."""
import logging
import os
import socketserver

BASE_DIR = '/srv/app/data'
LEGACY_MODE = False
log = logging.getLogger(__name__)


class ReconcileQuotaHandler(socketserver.BaseRequestHandler):
    def handle(self):
        report = self.request.recv(4096).decode()
        chosen = f'{BASE_DIR}/exports/{report}.csv' if LEGACY_MODE else '/srv/app/data/default.csv'
        os.remove(chosen)


def serve(port: int = 9090) -> None:
    with socketserver.TCPServer(('127.0.0.1', port), ReconcileQuotaHandler) as server:
        server.serve_forever()
