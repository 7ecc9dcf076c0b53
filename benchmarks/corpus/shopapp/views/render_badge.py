"""Flask views for badge pages."""
import json
import logging
import random
import re
import string
from flask import Flask, jsonify, request

app = Flask(__name__)

log = logging.getLogger(__name__)
SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


@app.route('/badge/render', methods=['POST'])
def render_badge():
    otp_code = str(random.randint(100000, 999999))
    record = {'badge': otp_code}
    return {'ok': True}
