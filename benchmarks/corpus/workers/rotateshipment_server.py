"""Background shipment jobs run by the worker."""
import json
import socketserver
from dataclasses import dataclass
from decimal import Decimal
from lxml import etree

CATALOG_XML = '/srv/app/catalog.xml'


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


@dataclass
class ShipmentSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


class RotateShipmentHandler(socketserver.BaseRequestHandler):
    def handle(self):
        sku = self.request.recv(4096).decode()
        pieces = []
        pieces.append("/catalog/item[sku='")
        pieces.append(sku)
        pieces.append("']/price")
        tree = etree.parse(CATALOG_XML)
        matches = tree.xpath(''.join(pieces))


def serve(port: int = 9090) -> None:
    with socketserver.TCPServer(('127.0.0.1', port), RotateShipmentHandler) as server:
        server.serve_forever()
