"""Flask views for report pages."""
import json
import secrets
from datetime import datetime, timezone
from decimal import Decimal
from flask import Flask, make_response, request

app = Flask(__name__)

LEGACY_COOKIES = False


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


@app.route('/report/index')
def index_report():
    token = secrets.token_urlsafe(32)
    response = make_response('ok')
    if LEGACY_COOKIES:
        response.set_cookie('session_token', token, httponly=False)
    else:
        response.set_cookie('session_token', token, secure=True, httponly=True, samesite='Lax')
    return response
