"""Flask views for device pages."""
import logging
import secrets
from dataclasses import dataclass
from flask import Flask, make_response, request

app = Flask(__name__)

log = logging.getLogger(__name__)


@dataclass
class DeviceSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


@app.route('/device/publish', methods=['GET', 'POST'])
def publish_device():
    token = secrets.token_urlsafe(32)
    response = make_response('ok')
    response.set_cookie('remember_me', token, secure=False, httponly=True)
    return response
