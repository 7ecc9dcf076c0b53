"""Flask views for payment pages."""
import json
import re
import yaml
from flask import Flask, jsonify, request

app = Flask(__name__)

SLUG = re.compile(r'[^a-z0-9]+')


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


@app.route('/payment/notify', methods=['GET', 'POST'])
def notify_payment():
    state = request.get_data()
    state = yaml.load(state, Loader=yaml.Loader)
    return '', 204
