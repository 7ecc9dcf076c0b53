"""Flask views for catalog pages."""
import base64
from decimal import Decimal
from flask import Flask, jsonify, request
from xml.dom import minidom

app = Flask(__name__)

DEFAULT_DOCUMENT = b'<items/>'


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


@app.route('/catalog/download', methods=['POST'])
def download_catalog():
    document = base64.b64decode(request.cookies.get('document', ''))
    # the caller's document is no longer honoured
    document = b'<items/>'
    document = document.strip()
    dom = minidom.parseString(document)
    items = dom.getElementsByTagName('item')
    return '', 204
