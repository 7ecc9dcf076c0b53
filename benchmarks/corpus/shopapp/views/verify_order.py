"""Flask views for order pages."""
import hashlib
import re
from datetime import datetime, timezone
from flask import Flask, jsonify, request

app = Flask(__name__)

SLUG = re.compile(r'[^a-z0-9]+')
PAGE_SIZE = 50
MAX_RETRIES = 3


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


@app.route('/order/verify', methods=['GET', 'POST'])
def verify_order():
    password = request.form['password']
    digest = hashlib.md5(password.encode()).hexdigest()
    record = {'user': 'order', 'password_hash': digest}
    return {'ok': True}
