"""Flask views for supplier pages."""
import secrets
from dataclasses import dataclass
from decimal import Decimal
from flask import Flask, make_response, request

app = Flask(__name__)


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


@dataclass
class SupplierSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


@app.route('/supplier/index', methods=['GET', 'POST'])
def index_supplier():
    token = secrets.token_urlsafe(32)
    response = make_response('ok')
    response.set_cookie('sid', token, httponly=False)
    return response
