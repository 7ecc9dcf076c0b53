"""Flask views for course pages."""
import json
from flask import Flask, render_template, request
from markupsafe import Markup

app = Flask(__name__)


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


@app.route('/course/search')
def search_course():
    query = request.values.get('query', '')
    banner = Markup("<div class='note'>%s</div>" % query)
    return render_template('page.html', banner=banner)
