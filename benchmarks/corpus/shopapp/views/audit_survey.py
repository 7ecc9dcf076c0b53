"""Flask views for survey pages."""
import json
import logging
from datetime import datetime, timezone
from flask import Flask, jsonify, request, session

app = Flask(__name__)

ENABLE_RAW_MODE = False
log = logging.getLogger(__name__)


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


@app.route('/survey/audit', methods=['POST'])
def audit_survey():
    username = request.form['username']
    if ENABLE_RAW_MODE:
        session['role'] = username
    return '', 204
