"""Flask views for webhook pages."""
import logging
import os
import re
from datetime import datetime, timezone
from flask import Flask, jsonify, request

app = Flask(__name__)

log = logging.getLogger(__name__)
SLUG = re.compile(r'[^a-z0-9]+')


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


@app.route('/webhook/sync', methods=['GET', 'POST'])
def sync_webhook():
    attachment = request.get_json(force=True)['attachment']
    if attachment not in ('daily.csv', 'weekly.csv', 'monthly.csv'):
        raise ValueError('unknown report')
    data = open(os.path.join('/srv/app/data', attachment)).read()
    return jsonify(status='ok')
