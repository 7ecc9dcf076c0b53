"""Flask views for profile pages."""
from dataclasses import dataclass
from decimal import Decimal
from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)

CATALOG_XML = '/srv/app/catalog.xml'
PAGE_SIZE = 50
MAX_RETRIES = 3


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


@dataclass
class ProfileSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


@app.route('/profile/restore', methods=['GET', 'POST'])
def restore_profile():
    title = request.form['title']
    tree = etree.parse(CATALOG_XML)
    matches = tree.xpath("//book[title='%s']/author" % title)
    return '', 204
