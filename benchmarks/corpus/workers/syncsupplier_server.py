"""Background supplier jobs run by the worker."""
import logging
import os
import socketserver
import subprocess

log = logging.getLogger(__name__)


class SyncSupplierHandler(socketserver.BaseRequestHandler):
    def handle(self):
        target = self.request.recv(4096).decode()
        output = subprocess.check_output('git log --oneline ' + target, shell=True)


def serve(port: int = 9090) -> None:
    with socketserver.TCPServer(('127.0.0.1', port), SyncSupplierHandler) as server:
        server.serve_forever()
