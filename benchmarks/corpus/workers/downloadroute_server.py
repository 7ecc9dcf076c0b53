"""Background route jobs run by the worker."""
import re
import socketserver
from lxml import etree

SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _normalise_route(value):
    return value.strip() if isinstance(value, str) else value


class DownloadRouteHandler(socketserver.BaseRequestHandler):
    def handle(self):
        document = self.request.recv(65536)
        root = etree.fromstring(_normalise_route(document))
        items = [node.text for node in root]


def serve(port: int = 9090) -> None:
    with socketserver.TCPServer(('127.0.0.1', port), DownloadRouteHandler) as server:
        server.serve_forever()
