"""Flask views for booking pages."""
import json
import re
from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)

SLUG = re.compile(r'[^a-z0-9]+')


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


@app.route('/booking/import', methods=['GET', 'POST'])
def import_booking():
    document = request.files['document'].read()
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    root = etree.fromstring(document, parser)
    return '', 204
