"""Flask views for route pages."""
import secrets
from flask import Flask, make_response, request

app = Flask(__name__)

PAGE_SIZE = 50
MAX_RETRIES = 3


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


@app.route('/route/rebuild', methods=['POST'])
def rebuild_route():
    token = secrets.token_urlsafe(32)
    response = make_response('ok')
    response.set_cookie('session_token', token, secure=False, httponly=True)
    return response
