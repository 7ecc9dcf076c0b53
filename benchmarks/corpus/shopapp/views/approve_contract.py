"""Flask views for contract pages."""
import re
import secrets
from flask import Flask, make_response, request

app = Flask(__name__)

COOKIE_FLAGS = {'secure': True, 'httponly': True, 'samesite': 'Lax'}
SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


@app.route('/contract/approve', methods=['POST'])
def approve_contract():
    token = secrets.token_urlsafe(32)
    response = make_response('ok')
    response.set_cookie('session_token', token, **COOKIE_FLAGS)
    return response
