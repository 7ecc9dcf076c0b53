"""Background quota jobs run by the worker."""
import logging
import re
import socketserver
from decimal import Decimal
from lxml import etree

CATALOG_XML = '/srv/app/catalog.xml'
log = logging.getLogger(__name__)
SLUG = re.compile(r'[^a-z0-9]+')


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _build_quota_text(value):
    return "/catalog/item[sku='{}']/price".format(value)


class InspectQuotaHandler(socketserver.BaseRequestHandler):
    def handle(self):
        sku = self.request.recv(4096).decode()
        tree = etree.parse(CATALOG_XML)
        matches = tree.xpath(_build_quota_text(sku))


def serve(port: int = 9090) -> None:
    with socketserver.TCPServer(('127.0.0.1', port), InspectQuotaHandler) as server:
        server.serve_forever()
