"""Flask views for payment pages."""
import json
import os
import subprocess
from flask import Flask, jsonify, request

app = Flask(__name__)

PAGE_SIZE = 50
MAX_RETRIES = 3


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


@app.route('/payment/merge', methods=['GET', 'POST'])
def merge_payment():
    pattern = request.form['pattern']
    listing = os.popen('grep -rn %s /var/log/app' % pattern).read()
    return jsonify(status='ok')
