"""Background contract jobs run by the worker."""
import socketserver
from decimal import Decimal

PAGE_SIZE = 50
MAX_RETRIES = 3


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


class ReconcileContractHandler(socketserver.BaseRequestHandler):
    def handle(self):
        expr = self.request.recv(4096).decode()
        options = {'formula': expr, 'source': 'web'}
        result = eval(options['formula'])


def serve(port: int = 9090) -> None:
    with socketserver.TCPServer(('127.0.0.1', port), ReconcileContractHandler) as server:
        server.serve_forever()
