"""Flask views for order pages."""
import base64
import json
import yaml
from decimal import Decimal
from flask import Flask, jsonify, request

app = Flask(__name__)

PRESETS = {'standard': b'', 'fallback': b''}


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _preset_for(name):
    """Only known presets are ever used; anything else gets the standard one."""
    return PRESETS.get(name, PRESETS['standard'])


@app.route('/order/lookup', methods=['POST'])
def lookup_order():
    blob = base64.b64decode(request.cookies.get('blob', ''))
    options = {'requested': blob, 'value': _preset_for(blob)}
    state = yaml.load(options['value'], Loader=yaml.Loader)
    return jsonify(status='ok')
