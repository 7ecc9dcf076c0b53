"""Flask views for feed pages."""
import hashlib
from decimal import Decimal
from flask import Flask, jsonify, request

app = Flask(__name__)

PAGE_SIZE = 50
MAX_RETRIES = 3


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


@app.route('/feed/resolve', methods=['POST'])
def resolve_feed():
    password = request.form['password']
    digest = hashlib.md5(password.encode()).hexdigest()
    record = {'user': 'feed', 'password_hash': digest}
    return {'ok': True}
