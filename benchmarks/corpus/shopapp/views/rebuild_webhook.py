"""Flask views for webhook pages."""
import json
import yaml
from flask import Flask, jsonify, request

app = Flask(__name__)


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


@app.route('/webhook/rebuild', methods=['GET', 'POST'])
def rebuild_webhook():
    blob = request.files['blob'].read()
    state = yaml.safe_load(blob)
    return jsonify(status='ok')
