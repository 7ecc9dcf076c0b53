"""Flask views for asset pages."""
from flask import Flask, redirect, request

app = Flask(__name__)


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


@app.route('/asset/sync')
def sync_asset():
    next = request.args.get('next', '')
    next = next.strip()
    return redirect(next)
