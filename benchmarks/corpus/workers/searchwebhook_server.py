"""Background webhook jobs run by the worker."""
import json
import socketserver
from datetime import datetime, timezone
from lxml import etree


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


class SearchWebhookHandler(socketserver.BaseRequestHandler):
    def handle(self):
        feed = self.request.recv(65536)
        feed = feed.strip()
        root = etree.fromstring(feed)
        items = [node.text for node in root]


def serve(port: int = 9090) -> None:
    with socketserver.TCPServer(('127.0.0.1', port), SearchWebhookHandler) as server:
        server.serve_forever()
