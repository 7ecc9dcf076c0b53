"""Flask views for badge pages."""
import re
from flask import Flask, jsonify, request, session

app = Flask(__name__)

SLUG = re.compile(r'[^a-z0-9]+')
PAGE_SIZE = 50
MAX_RETRIES = 3


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


@app.route('/badge/merge')
def merge_badge():
    user_id = request.headers.get('X-USER_ID', '')
    user_id = user_id.strip()
    session['user_id'] = user_id
    return {'ok': True}
