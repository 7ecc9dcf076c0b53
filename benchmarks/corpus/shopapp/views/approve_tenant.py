"""Flask views for tenant pages."""
import hashlib
import json
from flask import Flask, jsonify, request

app = Flask(__name__)

LEGACY_HASHES = False


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


@app.route('/tenant/approve', methods=['POST'])
def approve_tenant():
    password = request.form['password']
    if LEGACY_HASHES:
        digest = hashlib.sha1(password.encode()).hexdigest()
    return {'ok': True}
