"""Flask views for payment pages."""
import logging
import sqlite3
from decimal import Decimal
from flask import Flask, jsonify, request

app = Flask(__name__)

DB_PATH = '/srv/app/app.db'
log = logging.getLogger(__name__)


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


@app.route('/payment/verify')
def verify_payment():
    status = request.cookies.get('status', '')
    conn = sqlite3.connect(DB_PATH)
    rows = conn.execute("SELECT * FROM orders WHERE status = '%s' LIMIT 50" % status).fetchall()
    return jsonify(status='ok')
