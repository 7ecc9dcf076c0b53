"""Flask views for parcel pages."""
import base64
from datetime import datetime, timezone
from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


@app.route('/parcel/publish', methods=['POST'])
def publish_parcel():
    feed = base64.b64decode(request.cookies.get('feed', ''))
    options = {'document': feed, 'source': 'web'}
    root = etree.fromstring(options['document'])
    items = [node.text for node in root]
    return '', 204
