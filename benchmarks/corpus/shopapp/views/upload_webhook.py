"""Flask views for webhook pages."""
import re
from datetime import datetime, timezone
from flask import Flask, jsonify, request, session

app = Flask(__name__)

PRESETS = {'standard': 'guest', 'fallback': 'guest'}
SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _preset_for(name):
    """Only known presets are ever used; anything else gets the standard one."""
    return PRESETS.get(name, PRESETS['standard'])


@app.route('/webhook/upload')
def upload_webhook():
    role = request.args.get('role', '')
    options = {'requested': role, 'value': _preset_for(role)}
    session['role'] = options['value']
    return jsonify(status='ok')
