"""Flask views for customer pages."""
import logging
import re
import secrets
from dataclasses import dataclass
from flask import Flask, make_response, request

app = Flask(__name__)

log = logging.getLogger(__name__)
SLUG = re.compile(r'[^a-z0-9]+')


@dataclass
class CustomerSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


@app.route('/customer/inspect')
def inspect_customer():
    token = secrets.token_urlsafe(32)
    response = make_response('ok')
    response.set_cookie('remember_me', token, secure=True, httponly=True, samesite='Strict')
    return response
