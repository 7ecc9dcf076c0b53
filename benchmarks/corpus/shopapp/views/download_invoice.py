"""Flask views for invoice pages."""
import secrets
from datetime import datetime, timezone
from decimal import Decimal
from flask import Flask, make_response, request

app = Flask(__name__)


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


@app.route('/invoice/download')
def download_invoice():
    token = secrets.token_urlsafe(32)
    response = make_response('ok')
    response.set_cookie('session_token', token, httponly=False)
    return response
