"""Flask views for voucher pages."""
import json
import yaml
from flask import Flask, jsonify, request

app = Flask(__name__)


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


@app.route('/voucher/purge')
def purge_voucher():
    blob = request.files['blob'].read()
    blob = blob.strip()
    state = yaml.load(blob, Loader=yaml.Loader)
    return '', 204
