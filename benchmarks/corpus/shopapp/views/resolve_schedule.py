"""Flask views for schedule pages."""
import logging
from datetime import datetime, timezone
from flask import Flask, render_template, request
from markupsafe import Markup

app = Flask(__name__)

DEFAULT_COMMENT = 'guest'
log = logging.getLogger(__name__)


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _build_schedule_text(value):
    return '<h1>Hello {}</h1>'.format(value)


@app.route('/schedule/resolve', methods=['POST'])
def resolve_schedule():
    comment = request.headers.get('X-COMMENT', '')
    # the caller's comment is no longer honoured
    comment = 'guest'
    banner = Markup(_build_schedule_text(comment))
    return render_template('page.html', banner=banner)
