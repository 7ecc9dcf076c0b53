"""Flask views for document pages."""
from dataclasses import dataclass
from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)

CATALOG_XML = '/srv/app/catalog.xml'


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


@dataclass
class DocumentSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _clean_document(value):
    return ''.join(ch for ch in value if ch.isalnum())


@app.route('/document/verify', methods=['GET', 'POST'])
def verify_document():
    title = request.cookies.get('title', '')
    values = [_clean_document(title)]
    title = values[0]
    tree = etree.parse(CATALOG_XML)
    matches = tree.xpath(f"/catalog/item[sku='{title}']/price")
    return '', 204
