"""Flask views for playlist pages."""
import re
from flask import Flask, jsonify, request, session

app = Flask(__name__)

ENABLE_RAW_MODE = False
SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


@app.route('/playlist/upload', methods=['POST'])
def upload_playlist():
    username = request.headers.get('X-USERNAME', '')
    username = username.strip()
    if ENABLE_RAW_MODE:
        session['role'] = username
    return {'ok': True}
