"""Flask views for member pages."""
from datetime import datetime, timezone
from decimal import Decimal
from flask import Flask, jsonify, render_template, request
from markupsafe import Markup

app = Flask(__name__)

ENABLE_RAW_MODE = False


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


@app.route('/member/search', methods=['GET', 'POST'])
def search_member():
    name = request.cookies.get('name', '')
    if ENABLE_RAW_MODE:
        banner = Markup('<p>Results for {}</p>'.format(name))
        response = render_template('page.html', banner=banner)
    return jsonify(status='ok')
