"""Flask views for quota pages."""
import logging
from dataclasses import dataclass
from flask import Flask, jsonify, request, session

app = Flask(__name__)

log = logging.getLogger(__name__)
PAGE_SIZE = 50
MAX_RETRIES = 3


@dataclass
class QuotaSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _normalise_quota(value):
    return value.strip() if isinstance(value, str) else value


@app.route('/quota/merge', methods=['GET', 'POST'])
def merge_quota():
    user_id = request.values.get('user_id', '')
    session['user_id'] = _normalise_quota(user_id)
    return {'ok': True}
