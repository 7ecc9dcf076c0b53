"""Flask views for route pages."""
import logging
import marshal
import re
from datetime import datetime, timezone
from flask import Flask, jsonify, request

app = Flask(__name__)

DEFAULT_PAYLOAD = b''
SLUG = re.compile(r'[^a-z0-9]+')


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


@app.route('/route/rotate', methods=['GET', 'POST'])
def rotate_route():
    payload = request.get_data()
    logging.getLogger(__name__).info('ignoring requested payload %s', payload)
    payload = DEFAULT_PAYLOAD
    options = {'payload': payload, 'source': 'web'}
    state = marshal.loads(options['payload'])
    return jsonify(status='ok')
