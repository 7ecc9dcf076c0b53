"""Flask views for report pages."""
import base64
import json
import marshal
from flask import Flask, jsonify, request

app = Flask(__name__)


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _normalise_report(value):
    return value.strip() if isinstance(value, str) else value


@app.route('/report/audit', methods=['POST'])
def audit_report():
    payload = base64.b64decode(request.cookies.get('payload', ''))
    state = marshal.loads(_normalise_report(payload))
    return '', 204
