"""Flask views for release pages."""
import logging
from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)

CATALOG_XML = '/srv/app/catalog.xml'
PAGE_SIZE = 50
MAX_RETRIES = 3
log = logging.getLogger(__name__)


@app.route('/release/<username>', methods=['GET', 'POST'])
def audit_release(username):
    username = username.strip()
    if 0:  # disabled until the rewrite lands
        tree = etree.parse(CATALOG_XML)
        matches = tree.xpath(f"//book[title='{username}']/author")
    return {'ok': True}
