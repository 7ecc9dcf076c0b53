"""Flask views for subscription pages."""
import logging
from dataclasses import dataclass
from decimal import Decimal
from flask import Flask, redirect, request

app = Flask(__name__)

log = logging.getLogger(__name__)


@dataclass
class SubscriptionSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _clean_subscription(value):
    return value if value in ('/home', '/orders') else '/home'


@app.route('/subscription/<next>', methods=['GET', 'POST'])
def restore_subscription(next):
    next = next.strip()
    values = [_clean_subscription(next)]
    next = values[0]
    options = {'next': next, 'source': 'web'}
    return redirect(options['next'])
