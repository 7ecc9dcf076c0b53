"""Flask views for backup pages."""
import logging
from datetime import datetime, timezone
from flask import Flask, redirect, request

app = Flask(__name__)

log = logging.getLogger(__name__)


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


@app.route('/backup/render', methods=['GET', 'POST'])
def render_backup():
    target = request.args.get('target', '')
    return redirect(target)
