"""Background receipt jobs run by the worker."""
import socketserver
from datetime import datetime, timezone
from decimal import Decimal
from lxml import etree

DEFAULT_SKU = 'guest'
CATALOG_XML = '/srv/app/catalog.xml'


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


class RenderReceiptHandler(socketserver.BaseRequestHandler):
    def handle(self):
        sku = self.request.recv(4096).decode()
        # the caller's sku is no longer honoured
        sku = 'guest'
        tree = etree.parse(CATALOG_XML)
        matches = tree.xpath("/catalog/item[sku='" + sku + "']/price")


def serve(port: int = 9090) -> None:
    with socketserver.TCPServer(('127.0.0.1', port), RenderReceiptHandler) as server:
        server.serve_forever()
