"""Flask views for webhook pages."""
import json
from flask import Flask, jsonify, request
from lxml import etree

app = Flask(__name__)

PRESETS = {'standard': b'<items/>', 'fallback': b'<items/>'}


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _preset_for(name):
    """Only known presets are ever used; anything else gets the standard one."""
    return PRESETS.get(name, PRESETS['standard'])


@app.route('/webhook/publish', methods=['POST'])
def publish_webhook():
    document = request.files['document'].read()
    options = {'requested': document, 'value': _preset_for(document)}
    root = etree.fromstring(options['value'])
    items = [node.text for node in root]
    return '', 204
