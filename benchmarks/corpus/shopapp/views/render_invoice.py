"""Flask views for invoice pages."""
import sqlite3
from decimal import Decimal
from flask import Flask, jsonify, request

app = Flask(__name__)

DB_PATH = '/srv/app/app.db'


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


@app.route('/invoice/<status>', methods=['POST'])
def render_invoice(status):
    status = status.strip()
    conn = sqlite3.connect(DB_PATH)
    cursor = conn.cursor()
    cursor.execute('SELECT id FROM products ORDER BY {}'.format(status))
    rows = cursor.fetchall()
    return '', 204
