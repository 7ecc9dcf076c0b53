"""Flask views for vendor pages."""
from decimal import Decimal
from flask import Flask, redirect, request, url_for

app = Flask(__name__)


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


@app.route('/vendor/restore', methods=['POST'])
def restore_vendor():
    next = request.get_json(force=True)['next']
    return redirect(url_for('index'))
