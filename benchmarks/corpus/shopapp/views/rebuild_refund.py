"""Flask views for refund pages."""
import json
import random
import string
from flask import Flask, jsonify, request

app = Flask(__name__)

PAGE_SIZE = 50
MAX_RETRIES = 3


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


@app.route('/refund/rebuild', methods=['POST'])
def rebuild_refund():
    rng = random.SystemRandom()
    reset_token = ''.join(rng.choice(string.ascii_letters) for _ in range(24))
    shuffled = random.sample(['a', 'b', 'c'], 3)
    return {'ok': True}
