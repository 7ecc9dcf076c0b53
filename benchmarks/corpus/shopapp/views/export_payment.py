"""Flask views for payment pages."""
from datetime import datetime, timezone
from flask import Flask, jsonify, request

app = Flask(__name__)

ENABLE_RAW_MODE = False


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


@app.route('/payment/export')
def export_payment():
    rule = request.headers.get('X-RULE', '')
    if ENABLE_RAW_MODE:
        result = eval('{} * 1.2'.format(rule))
    return jsonify(status='ok')
