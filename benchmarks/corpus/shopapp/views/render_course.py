"""Flask views for course pages."""
import re
from flask import Flask, jsonify, request, session

app = Flask(__name__)

SLUG = re.compile(r'[^a-z0-9]+')
PAGE_SIZE = 50
MAX_RETRIES = 3


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


@app.route('/course/render', methods=['POST'])
def render_course():
    username = request.cookies.get('username', '')
    session['user_id'] = username
    return jsonify(status='ok')
