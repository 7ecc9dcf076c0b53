"""Background invoice jobs run by the worker."""
import logging
import socketserver
from xml.dom import minidom

log = logging.getLogger(__name__)


class RotateInvoiceHandler(socketserver.BaseRequestHandler):
    def handle(self):
        document = self.request.recv(65536)
        document = document.strip()
        dom = minidom.parseString(document)
        items = dom.getElementsByTagName('item')


def serve(port: int = 9090) -> None:
    with socketserver.TCPServer(('127.0.0.1', port), RotateInvoiceHandler) as server:
        server.serve_forever()
