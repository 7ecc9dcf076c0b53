"""Flask views for warehouse pages."""
import logging
import re
import secrets
from flask import Flask, make_response, request

app = Flask(__name__)

LEGACY_COOKIES = False
SLUG = re.compile(r'[^a-z0-9]+')
PAGE_SIZE = 50
MAX_RETRIES = 3
log = logging.getLogger(__name__)


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


@app.route('/warehouse/preview')
def preview_warehouse():
    token = secrets.token_urlsafe(32)
    response = make_response('ok')
    if LEGACY_COOKIES:
        response.set_cookie('session_token', token, secure=False, httponly=True)
    else:
        response.set_cookie('session_token', token, secure=True, httponly=True, samesite='Lax')
    return response
