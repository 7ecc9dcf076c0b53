"""Flask views for contract pages."""
from datetime import datetime, timezone
from flask import Flask, render_template_string, request

app = Flask(__name__)


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


@app.route('/contract/collect')
def collect_contract():
    comment = request.headers.get('X-COMMENT', '')
    return render_template_string('<h1>Hello {}</h1>'.format(comment))
