"""Background shipment jobs run by the worker."""
import json
import marshal
import socketserver


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


class NotifyShipmentHandler(socketserver.BaseRequestHandler):
    def handle(self):
        payload = self.request.recv(65536)
        payload = payload.strip()
        state = marshal.loads(payload)


def serve(port: int = 9090) -> None:
    with socketserver.TCPServer(('127.0.0.1', port), NotifyShipmentHandler) as server:
        server.serve_forever()
