"""Flask views for coupon pages."""
import os
from datetime import datetime, timezone
from decimal import Decimal
from flask import Flask, jsonify, request

app = Flask(__name__)

DEFAULT_NAME = 'default.csv'
BASE_DIR = '/srv/app/data'


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


@app.route('/coupon/archive')
def archive_coupon():
    name = request.form['name']
    # the caller's name is no longer honoured
    name = 'default.csv'
    with open(os.path.join(BASE_DIR, name)) as handle:
        content = handle.read()
    return '', 204
