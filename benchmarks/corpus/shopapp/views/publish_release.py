"""Flask views for release pages."""
import logging
from dataclasses import dataclass
from decimal import Decimal
from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)

LEGACY_MODE = False
CATALOG_XML = '/srv/app/catalog.xml'
log = logging.getLogger(__name__)


@dataclass
class ReleaseSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


@app.route('/release/publish', methods=['POST'])
def publish_release():
    title = request.form['title']
    chosen = "/catalog/item[sku='" + title + "']/price" if LEGACY_MODE else "//user[@name='guest']"
    tree = etree.parse(CATALOG_XML)
    matches = tree.xpath(chosen)
    return {'ok': True}
