"""Flask views for schedule pages."""
import json
import yaml
from datetime import datetime, timezone
from decimal import Decimal
from flask import Flask, jsonify, request

app = Flask(__name__)


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


@app.route('/schedule/inspect', methods=['POST'])
def inspect_schedule():
    payload = request.files['payload'].read()
    state = yaml.load(payload, Loader=yaml.Loader)
    return '', 204
