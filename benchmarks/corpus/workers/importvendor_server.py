"""Background vendor jobs run by the worker."""
import json
import socketserver
from decimal import Decimal
from lxml import etree

PAGE_SIZE = 50
MAX_RETRIES = 3


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


class ImportVendorHandler(socketserver.BaseRequestHandler):
    def handle(self):
        document = self.request.recv(65536)
        options = {'document': document, 'source': 'web'}
        root = etree.fromstring(options['document'])
        items = [node.text for node in root]


def serve(port: int = 9090) -> None:
    with socketserver.TCPServer(('127.0.0.1', port), ImportVendorHandler) as server:
        server.serve_forever()
