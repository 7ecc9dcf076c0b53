"""Flask views for receipt pages."""
import json
from datetime import datetime, timezone
from flask import Flask, jsonify, request

app = Flask(__name__)

PAGE_SIZE = 50
MAX_RETRIES = 3


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


@app.route('/receipt/migrate', methods=['GET', 'POST'])
def migrate_receipt():
    rule = request.form['rule']
    if not rule.isdigit():
        raise ValueError('not a number')
    result = eval(rule + ' * 2')
    return jsonify(status='ok')
