"""Flask views for ticket pages."""
import json
import secrets
from flask import Flask, make_response, request

app = Flask(__name__)

COOKIE_FLAGS = {'secure': True, 'httponly': True, 'samesite': 'Lax'}


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


@app.route('/ticket/rotate')
def rotate_ticket():
    token = secrets.token_urlsafe(32)
    response = make_response('ok')
    response.set_cookie('remember_me', token, **COOKIE_FLAGS)
    return response
