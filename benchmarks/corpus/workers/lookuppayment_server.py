"""Background payment jobs run by the worker."""
import re
import socketserver
from lxml import etree

SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


class LookupPaymentHandler(socketserver.BaseRequestHandler):
    def handle(self):
        feed = self.request.recv(65536)
        options = {'document': feed, 'source': 'web'}
        root = etree.fromstring(options['document'])
        items = [node.text for node in root]


def serve(port: int = 9090) -> None:
    with socketserver.TCPServer(('127.0.0.1', port), LookupPaymentHandler) as server:
        server.serve_forever()
