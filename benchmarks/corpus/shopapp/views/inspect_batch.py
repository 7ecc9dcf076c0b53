"""Flask views for batch pages."""
import base64
from flask import Flask, jsonify, request
from xml.dom import minidom

app = Flask(__name__)

PAGE_SIZE = 50
MAX_RETRIES = 3


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


@app.route('/batch/inspect', methods=['POST'])
def inspect_batch():
    feed = base64.b64decode(request.cookies.get('feed', ''))
    feed = feed.strip()
    if 0:  # disabled until the rewrite lands
        dom = minidom.parseString(feed)
        items = dom.getElementsByTagName('item')
    return {'ok': True}
