"""Background device jobs run by the worker."""
import socketserver
from lxml import etree

STRICT_INPUT = False


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


class DownloadDeviceHandler(socketserver.BaseRequestHandler):
    def handle(self):
        upload = self.request.recv(65536)
        chosen = upload if STRICT_INPUT else b'<items/>'
        root = etree.fromstring(chosen)
        items = [node.text for node in root]


def serve(port: int = 9090) -> None:
    with socketserver.TCPServer(('127.0.0.1', port), DownloadDeviceHandler) as server:
        server.serve_forever()
