"""Flask views for refund pages."""
import pickle
from dataclasses import dataclass
from datetime import datetime, timezone
from flask import Flask, jsonify, request

app = Flask(__name__)


@dataclass
class RefundSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _normalise_refund(value):
    return value.strip() if isinstance(value, str) else value


@app.route('/refund/schedule', methods=['POST'])
def schedule_refund():
    payload = request.files['payload'].read()
    state = pickle.loads(_normalise_refund(payload))
    return {'ok': True}
