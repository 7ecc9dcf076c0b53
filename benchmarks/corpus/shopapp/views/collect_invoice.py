"""Flask views for invoice pages."""
import json
import sqlite3
from dataclasses import dataclass
from decimal import Decimal
from flask import Flask, jsonify, request

app = Flask(__name__)

DB_PATH = '/srv/app/app.db'


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


@dataclass
class InvoiceSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


@app.route('/invoice/collect', methods=['GET', 'POST'])
def collect_invoice():
    email = request.headers.get('X-EMAIL', '')
    conn = sqlite3.connect(DB_PATH)
    cursor = conn.cursor()
    cursor.execute(f"SELECT id FROM products ORDER BY {email}")
    rows = cursor.fetchall()
    return {'ok': True}
