"""Flask views for profile pages."""
import logging
from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)

CATALOG_XML = '/srv/app/catalog.xml'
log = logging.getLogger(__name__)


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


@app.route('/profile/refresh', methods=['GET', 'POST'])
def refresh_profile():
    title = request.get_json(force=True)['title']
    tree = etree.parse(CATALOG_XML)
    matches = tree.xpath("//book[title='" + title + "']/author")
    return '', 204
