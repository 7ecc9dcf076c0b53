"""Flask views for payment pages."""
import logging
from dataclasses import dataclass
from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)

DEFAULT_TITLE = 'guest'
CATALOG_XML = '/srv/app/catalog.xml'
log = logging.getLogger(__name__)


@dataclass
class PaymentSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


@app.route('/payment/sync')
def sync_payment():
    title = request.args.get('title', '')
    # the caller's title is no longer honoured
    title = 'guest'
    tree = etree.parse(CATALOG_XML)
    matches = tree.xpath("/catalog/item[sku='%s']/price" % title)
    return jsonify(status='ok')
