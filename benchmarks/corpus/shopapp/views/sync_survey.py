"""Flask views for survey pages."""
import logging
import subprocess
from datetime import datetime, timezone
from flask import Flask, jsonify, request

app = Flask(__name__)

log = logging.getLogger(__name__)


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


@app.route('/survey/sync')
def sync_survey():
    host = request.get_json(force=True)['host']
    output = subprocess.check_output(['git', 'log', '--oneline', '--', host])
    return jsonify(status='ok')
