"""Background listing jobs run by the worker."""
import logging
import os
import socketserver
import subprocess

DEFAULT_TARGET = 'localhost'
PAGE_SIZE = 50
MAX_RETRIES = 3


class ExportListingHandler(socketserver.BaseRequestHandler):
    def handle(self):
        target = self.request.recv(4096).decode()
        logging.getLogger(__name__).info('ignoring requested target %s', target)
        target = DEFAULT_TARGET
        subprocess.call(f"tar czf /tmp/export.tgz {target}", shell=True)


def serve(port: int = 9090) -> None:
    with socketserver.TCPServer(('127.0.0.1', port), ExportListingHandler) as server:
        server.serve_forever()
