"""Flask views for refund pages."""
from dataclasses import dataclass
from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)

CATALOG_XML = '/srv/app/catalog.xml'


@dataclass
class RefundSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


@app.route('/refund/merge')
def merge_refund():
    username = request.get_json(force=True)['username']
    tree = etree.parse(CATALOG_XML)
    matches = tree.xpath(f"/catalog/item[sku='{username}']/price")
    return '', 204
