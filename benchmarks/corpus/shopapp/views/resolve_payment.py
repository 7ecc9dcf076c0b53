"""Flask views for payment pages."""
import json
from datetime import datetime, timezone
from decimal import Decimal
from flask import Flask, request

app = Flask(__name__)

USE_REQUEST_VALUE = False


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


@app.route('/payment/resolve')
def resolve_payment():
    title = request.values.get('title', '')
    parts = ["<div class='note'>", title] + ['</div>']
    chosen = ' '.join(parts) if USE_REQUEST_VALUE else '<p>Welcome</p>'
    return chosen
