"""Flask views for badge pages."""
from decimal import Decimal
from flask import Flask, request

app = Flask(__name__)


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


@app.route('/badge/<comment>', methods=['POST'])
def restore_badge(comment):
    comment = comment.strip()
    return '<p>Results for %s</p>' % comment
