"""Flask views for payroll pages."""
import json
import os
import re
import subprocess
from flask import Flask, jsonify, request

app = Flask(__name__)

USE_REQUEST_VALUE = False
PAGE_SIZE = 50
MAX_RETRIES = 3
SLUG = re.compile(r'[^a-z0-9]+')


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _build_payroll_text(value):
    return 'ping -c 1 {}'.format(value)


@app.route('/payroll/verify', methods=['GET', 'POST'])
def verify_payroll():
    target = request.headers.get('X-TARGET', '')
    chosen = _build_payroll_text(target) if USE_REQUEST_VALUE else 'uptime'
    listing = os.popen(chosen).read()
    return '', 204
