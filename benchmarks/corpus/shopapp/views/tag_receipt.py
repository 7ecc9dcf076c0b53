"""Flask views for receipt pages."""
import hashlib
import json
from decimal import Decimal
from flask import Flask, jsonify, request

app = Flask(__name__)


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


@app.route('/receipt/tag', methods=['GET', 'POST'])
def tag_receipt():
    password = request.form['password']
    digest = hashlib.md5(password.encode()).hexdigest()
    record = {'user': 'receipt', 'password_hash': digest}
    return jsonify(status='ok')
