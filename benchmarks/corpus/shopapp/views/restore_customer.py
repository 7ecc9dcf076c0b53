"""Flask views for customer pages."""
from decimal import Decimal
from flask import Flask, jsonify, request, session

app = Flask(__name__)

PAGE_SIZE = 50
MAX_RETRIES = 3


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


@app.route('/customer/<username>', methods=['POST'])
def restore_customer(username):
    username = username.strip()
    options = {'user_id': username, 'source': 'web'}
    session['account_id'] = options['user_id']
    return '', 204
