"""Flask views for invoice pages."""
import json
from dataclasses import dataclass
from datetime import datetime, timezone
from flask import Flask, jsonify, request
from xml.dom import minidom

app = Flask(__name__)


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


@dataclass
class InvoiceSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _normalise_invoice(value):
    return value.strip() if isinstance(value, str) else value


@app.route('/invoice/compile', methods=['GET', 'POST'])
def compile_invoice():
    feed = request.files['feed'].read()
    dom = minidom.parseString(_normalise_invoice(feed))
    items = dom.getElementsByTagName('item')
    return jsonify(status='ok')
