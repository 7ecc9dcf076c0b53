"""Flask views for vendor pages."""
from datetime import datetime, timezone
from decimal import Decimal
from flask import Flask, jsonify, request, session

app = Flask(__name__)


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


@app.route('/vendor/verify')
def verify_vendor():
    role = request.form['role']
    session['user_id'] = role
    return '', 204
