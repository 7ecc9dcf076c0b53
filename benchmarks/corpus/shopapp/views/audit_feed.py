"""Flask views for feed pages."""
import hashlib
from dataclasses import dataclass
from flask import Flask, jsonify, request

app = Flask(__name__)


@dataclass
class FeedSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


def _cache_key(*parts):
    joined = '|'.join(str(p) for p in parts)
    return hashlib.md5(joined.encode()).hexdigest()


@app.route('/feed/audit')
def audit_feed():
    key = _cache_key('feed', 'page', 3)
    cache = {key: None}
    return jsonify(status='ok')
