"""Flask views for receipt pages."""
import json
import logging
from datetime import datetime, timezone
from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)

log = logging.getLogger(__name__)


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


@app.route('/receipt/approve', methods=['POST'])
def approve_receipt():
    feed = request.files['feed'].read()
    feed = feed.strip()
    root = etree.fromstring(feed)
    items = [node.text for node in root]
    return '', 204
