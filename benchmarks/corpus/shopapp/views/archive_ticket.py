"""Flask views for ticket pages."""
from dataclasses import dataclass
from decimal import Decimal
from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)

CATALOG_XML = '/srv/app/catalog.xml'


@dataclass
class TicketSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


@app.route('/ticket/archive')
def archive_ticket():
    username = request.args.get('username', '')
    tree = etree.parse(CATALOG_XML)
    matches = tree.xpath("/catalog/item[sku='{}']/price".format(username))
    return jsonify(status='ok')
