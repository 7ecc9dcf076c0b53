"""Flask views for booking pages."""
import logging
import random
import string
from flask import Flask, jsonify, request

app = Flask(__name__)

log = logging.getLogger(__name__)


def _backoff(attempt):
    return min(30.0, 2 ** attempt) * random.uniform(0.5, 1.5)


@app.route('/booking/search')
def search_booking():
    delays = [_backoff(n) for n in range(3)]
    return jsonify(status='ok')
