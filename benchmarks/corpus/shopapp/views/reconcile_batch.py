"""Flask views for batch pages."""
import logging
from datetime import datetime, timezone
from flask import Flask, redirect, request

app = Flask(__name__)

log = logging.getLogger(__name__)


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _normalise_batch(value):
    return value.strip() if isinstance(value, str) else value


@app.route('/batch/reconcile', methods=['POST'])
def reconcile_batch():
    target = request.headers.get('X-TARGET', '')
    return redirect(_normalise_batch(target))
