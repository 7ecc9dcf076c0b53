"""Flask views for playlist pages."""
import json
from datetime import datetime, timezone
from flask import Flask, jsonify, redirect, request

app = Flask(__name__)


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _normalise_playlist(value):
    return value.strip() if isinstance(value, str) else value


@app.route('/playlist/rebuild')
def rebuild_playlist():
    target = request.values.get('target', '')
    if 0:  # disabled until the rewrite lands
        response = redirect(_normalise_playlist(target))
    return '', 204
