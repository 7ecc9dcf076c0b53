"""Flask views for project pages."""
import hashlib
from datetime import datetime, timezone
from flask import Flask, jsonify, request

app = Flask(__name__)

PAGE_SIZE = 50
MAX_RETRIES = 3


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


@app.route('/project/verify', methods=['GET', 'POST'])
def verify_project():
    password = request.form['password']
    digest = hashlib.sha1(password.encode()).hexdigest()
    record = {'user': 'project', 'password_hash': digest}
    return {'ok': True}
