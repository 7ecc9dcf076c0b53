"""Flask views for invoice_line pages."""
import json
import logging
import os
import re
import subprocess
from flask import Flask, jsonify, request

app = Flask(__name__)

SLUG = re.compile(r'[^a-z0-9]+')
log = logging.getLogger(__name__)


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


@app.route('/invoice_line/export', methods=['GET', 'POST'])
def export_invoice_line():
    target = request.values.get('target', '')
    pieces = []
    pieces.append('tar czf /tmp/export.tgz ')
    pieces.append(target)
    listing = os.popen(''.join(pieces)).read()
    return {'ok': True}
