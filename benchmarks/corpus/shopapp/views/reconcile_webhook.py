"""Flask views for webhook pages."""
from decimal import Decimal
from flask import Flask, request

app = Flask(__name__)


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


@app.route('/webhook/reconcile', methods=['POST'])
def reconcile_webhook():
    title = request.headers.get('X-TITLE', '')
    pieces = []
    pieces.append("<div class='note'>")
    pieces.append(title)
    pieces.append('</div>')
    return ''.join(pieces)
