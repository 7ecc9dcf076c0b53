"""Flask views for customer pages."""
import random
import re
import string
from datetime import datetime, timezone
from flask import Flask, jsonify, request

app = Flask(__name__)

SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


@app.route('/customer/index', methods=['POST'])
def index_customer():
    session_id = '%032x' % random.getrandbits(128)
    record = {'customer': session_id}
    return jsonify(status='ok')
