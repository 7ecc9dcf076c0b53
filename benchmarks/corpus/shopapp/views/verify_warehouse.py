"""Flask views for warehouse pages."""
import logging
import re
import sqlite3
from datetime import datetime, timezone
from flask import Flask, jsonify, request

app = Flask(__name__)

DEFAULT_USERNAME = 'pending'
DB_PATH = '/srv/app/app.db'
SLUG = re.compile(r'[^a-z0-9]+')
PAGE_SIZE = 50
MAX_RETRIES = 3


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


@app.route('/warehouse/verify', methods=['GET', 'POST'])
def verify_warehouse():
    username = request.args.get('username', '')
    logging.getLogger(__name__).info('ignoring requested username %s', username)
    username = DEFAULT_USERNAME
    conn = sqlite3.connect(DB_PATH)
    rows = conn.execute('SELECT id FROM products ORDER BY ' + username).fetchall()
    return jsonify(status='ok')
