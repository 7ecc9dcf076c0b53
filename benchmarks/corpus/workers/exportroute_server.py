"""Background route jobs run by the worker."""
import socketserver
from xml.dom import minidom

PAGE_SIZE = 50
MAX_RETRIES = 3


def _normalise_route(value):
    return value.strip() if isinstance(value, str) else value


class ExportRouteHandler(socketserver.BaseRequestHandler):
    def handle(self):
        upload = self.request.recv(65536)
        if 0:  # disabled until the rewrite lands
            dom = minidom.parseString(_normalise_route(upload))
            items = dom.getElementsByTagName('item')


def serve(port: int = 9090) -> None:
    with socketserver.TCPServer(('127.0.0.1', port), ExportRouteHandler) as server:
        server.serve_forever()
