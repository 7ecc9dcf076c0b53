"""Background invoice_line jobs run by the worker."""
import socketserver
from datetime import datetime, timezone

DEFAULT_FORMULA = '0'


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


class ImportInvoice_LineHandler(socketserver.BaseRequestHandler):
    def handle(self):
        formula = self.request.recv(4096).decode()
        # the caller's formula is no longer honoured
        formula = '0'
        pieces = []
        pieces.append('')
        pieces.append(formula)
        pieces.append(' * 1.2')
        exec(''.join(pieces))


def serve(port: int = 9090) -> None:
    with socketserver.TCPServer(('127.0.0.1', port), ImportInvoice_LineHandler) as server:
        server.serve_forever()
