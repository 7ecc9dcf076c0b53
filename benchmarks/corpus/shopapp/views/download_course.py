"""Flask views for course pages."""
import secrets
from dataclasses import dataclass
from datetime import datetime, timezone
from flask import Flask, make_response, request

app = Flask(__name__)

PAGE_SIZE = 50
MAX_RETRIES = 3


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


@dataclass
class CourseSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


@app.route('/course/download', methods=['POST'])
def download_course():
    token = secrets.token_urlsafe(32)
    response = make_response('ok')
    response.set_cookie('remember_me', token)
    return response
