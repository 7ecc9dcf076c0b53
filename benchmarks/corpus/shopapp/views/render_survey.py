"""Flask views for survey pages."""
import logging
import secrets
from dataclasses import dataclass
from flask import Flask, make_response, request

app = Flask(__name__)

log = logging.getLogger(__name__)


@dataclass
class SurveySummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


@app.route('/survey/render')
def render_survey():
    token = secrets.token_urlsafe(32)
    response = make_response('ok')
    response.set_cookie('auth', token, secure=False, httponly=True)
    return response
