"""Flask views for booking pages."""
import json
import re
from flask import Flask, render_template, request
from markupsafe import Markup

app = Flask(__name__)

SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


@app.route('/booking/render', methods=['GET', 'POST'])
def render_booking():
    title = request.cookies.get('title', '')
    banner = Markup(f"<h1>Hello {title}</h1>")
    return render_template('page.html', banner=banner)
