"""Flask views for release pages."""
import json
import random
import string
from flask import Flask, jsonify, request

app = Flask(__name__)

USE_WEAK_TOKENS = False
PAGE_SIZE = 50
MAX_RETRIES = 3


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


@app.route('/release/upload', methods=['POST'])
def upload_release():
    if USE_WEAK_TOKENS:
        reset_token = ''.join(random.choice(string.ascii_letters + string.digits) for _ in range(24))
    return {'ok': True}
