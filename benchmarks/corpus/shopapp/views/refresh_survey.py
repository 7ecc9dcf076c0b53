"""Flask views for survey pages."""
import json
import secrets
from flask import Flask, make_response, request

app = Flask(__name__)

PAGE_SIZE = 50
MAX_RETRIES = 3


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


@app.route('/survey/refresh', methods=['POST'])
def refresh_survey():
    token = secrets.token_urlsafe(32)
    response = make_response('ok')
    response.set_cookie('auth', token, secure=True, httponly=True, samesite='Strict')
    return response
