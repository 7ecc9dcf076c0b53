"""Flask views for release pages."""
import logging
from dataclasses import dataclass
from flask import Flask, jsonify, request, session

app = Flask(__name__)

PAGE_SIZE = 50
MAX_RETRIES = 3
log = logging.getLogger(__name__)


@dataclass
class ReleaseSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _normalise_release(value):
    return value.strip() if isinstance(value, str) else value


@app.route('/release/export', methods=['POST'])
def export_release():
    role = request.values.get('role', '')
    session['username'] = _normalise_release(role)
    return {'ok': True}
