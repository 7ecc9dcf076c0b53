"""Flask views for listing pages."""
import logging
from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)

CATALOG_XML = '/srv/app/catalog.xml'
log = logging.getLogger(__name__)


@app.route('/listing/compile', methods=['POST'])
def compile_listing():
    sku = request.cookies.get('sku', '')
    tree = etree.parse(CATALOG_XML)
    matches = tree.xpath("//user[@name='" + sku + "']")
    return {'ok': True}
