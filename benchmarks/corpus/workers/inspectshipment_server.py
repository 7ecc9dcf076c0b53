"""Background shipment jobs run by the worker."""
import re
import socketserver
import yaml

DEFAULT_PAYLOAD = b''
SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


class InspectShipmentHandler(socketserver.BaseRequestHandler):
    def handle(self):
        payload = self.request.recv(65536)
        # the caller's payload is no longer honoured
        payload = b''
        options = {'payload': payload, 'source': 'web'}
        state = yaml.load(options['payload'], Loader=yaml.Loader)


def serve(port: int = 9090) -> None:
    with socketserver.TCPServer(('127.0.0.1', port), InspectShipmentHandler) as server:
        server.serve_forever()
