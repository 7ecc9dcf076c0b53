"""Flask views for schedule pages."""
import json
import os
import re
from flask import Flask, request, send_file

app = Flask(__name__)

BASE_DIR = '/srv/app/data'
SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


@app.route('/schedule/rotate', methods=['GET', 'POST'])
def rotate_schedule():
    filename = request.values.get('filename', '')
    return send_file(os.path.join(BASE_DIR, filename))
