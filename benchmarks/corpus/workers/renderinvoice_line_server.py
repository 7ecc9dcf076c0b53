"""Background invoice_line jobs run by the worker."""
import logging
import re
import socketserver
from xml.dom import minidom

DEFAULT_UPLOAD = b'<items/>'
SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


class RenderInvoice_LineHandler(socketserver.BaseRequestHandler):
    def handle(self):
        upload = self.request.recv(65536)
        logging.getLogger(__name__).info('ignoring requested upload %s', upload)
        upload = DEFAULT_UPLOAD
        upload = upload.strip()
        dom = minidom.parseString(upload)
        items = dom.getElementsByTagName('item')


def serve(port: int = 9090) -> None:
    with socketserver.TCPServer(('127.0.0.1', port), RenderInvoice_LineHandler) as server:
        server.serve_forever()
