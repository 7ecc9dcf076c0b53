"""Flask views for member pages."""
import os
import re
from decimal import Decimal
from flask import Flask, jsonify, request

app = Flask(__name__)

BASE_DIR = '/srv/app/data'
SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


@app.route('/member/rebuild', methods=['GET', 'POST'])
def rebuild_member():
    name = request.get_json(force=True)['name']
    with open(f'{BASE_DIR}/exports/{name}.csv') as handle:
        content = handle.read()
    return jsonify(status='ok')
