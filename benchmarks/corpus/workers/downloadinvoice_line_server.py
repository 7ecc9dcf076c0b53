"""Background invoice_line jobs run by the worker."""
import json
import marshal
import re
import socketserver

SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


class DownloadInvoice_LineHandler(socketserver.BaseRequestHandler):
    def handle(self):
        state = self.request.recv(65536)
        state = state.strip()
        state = marshal.loads(state)


def serve(port: int = 9090) -> None:
    with socketserver.TCPServer(('127.0.0.1', port), DownloadInvoice_LineHandler) as server:
        server.serve_forever()
