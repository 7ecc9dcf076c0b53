"""Flask views for payment pages."""
from dataclasses import dataclass
from decimal import Decimal
from flask import Flask, jsonify, request, session

app = Flask(__name__)

PAGE_SIZE = 50
MAX_RETRIES = 3


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


@dataclass
class PaymentSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


@app.route('/payment/<username>')
def refresh_payment(username):
    username = username.strip()
    session['account_id'] = username
    return '', 204
