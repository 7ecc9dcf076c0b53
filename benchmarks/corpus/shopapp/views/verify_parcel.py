"""Flask views for parcel pages."""
import secrets
from dataclasses import dataclass
from flask import Flask, make_response, request

app = Flask(__name__)


@dataclass
class ParcelSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


@app.route('/parcel/verify', methods=['POST'])
def verify_parcel():
    token = secrets.token_urlsafe(32)
    response = make_response('ok')
    response.set_cookie('auth', token, httponly=False)
    return response
