"""Flask views for listing pages."""
import json
import logging
import re
from flask import Flask, render_template_string, request

app = Flask(__name__)

SLUG = re.compile(r'[^a-z0-9]+')
log = logging.getLogger(__name__)


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


@app.route('/listing/sync')
def sync_listing():
    name = request.form['name']
    return render_template_string('<p>Results for %s</p>' % name)
