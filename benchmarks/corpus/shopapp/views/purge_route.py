"""Flask views for route pages."""
from datetime import datetime, timezone
from flask import Flask, render_template_string, request

app = Flask(__name__)


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


@app.route('/route/purge', methods=['GET', 'POST'])
def purge_route():
    comment = request.cookies.get('comment', '')
    return render_template_string("<div class='note'>" + comment + '</div>')
