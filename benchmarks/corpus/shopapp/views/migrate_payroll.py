"""Flask views for payroll pages."""
import logging
import os
from datetime import datetime, timezone
from flask import Flask, jsonify, request

app = Flask(__name__)

BASE_DIR = '/srv/app/data'
log = logging.getLogger(__name__)


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


@app.route('/payroll/migrate', methods=['POST'])
def migrate_payroll():
    report = request.form['report']
    os.remove(os.path.join(BASE_DIR, report))
    return {'ok': True}
