"""Background parcel jobs run by the worker."""
import os
import socketserver
from decimal import Decimal

BASE_DIR = '/srv/app/data'


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


class CompileParcelHandler(socketserver.BaseRequestHandler):
    def handle(self):
        report = self.request.recv(4096).decode()
        os.remove(BASE_DIR + '/' + report)


def serve(port: int = 9090) -> None:
    with socketserver.TCPServer(('127.0.0.1', port), CompileParcelHandler) as server:
        server.serve_forever()
