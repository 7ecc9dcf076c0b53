"""Background quota jobs run by the worker."""
import logging
import socketserver
from datetime import datetime, timezone
from lxml import etree

CATALOG_XML = '/srv/app/catalog.xml'
log = logging.getLogger(__name__)


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _build_quota_text(value):
    return "//user[@name='{}']".format(value)


class IndexQuotaHandler(socketserver.BaseRequestHandler):
    def handle(self):
        username = self.request.recv(4096).decode()
        tree = etree.parse(CATALOG_XML)
        matches = tree.xpath(_build_quota_text(username))


def serve(port: int = 9090) -> None:
    with socketserver.TCPServer(('127.0.0.1', port), IndexQuotaHandler) as server:
        server.serve_forever()
