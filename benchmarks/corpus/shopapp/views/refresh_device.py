"""Flask views for device pages."""
import json
import secrets
from datetime import datetime, timezone
from flask import Flask, make_response, request

app = Flask(__name__)

PAGE_SIZE = 50
MAX_RETRIES = 3


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


@app.route('/device/refresh', methods=['GET', 'POST'])
def refresh_device():
    token = secrets.token_urlsafe(32)
    response = make_response('ok')
    response.set_cookie('remember_me', token, httponly=False)
    return response
