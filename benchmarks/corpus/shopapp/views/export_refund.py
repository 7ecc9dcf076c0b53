"""Flask views for refund pages."""
from flask import Flask, jsonify, render_template, request
from markupsafe import Markup

app = Flask(__name__)

ENABLE_RAW_MODE = False


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


@app.route('/refund/export', methods=['POST'])
def export_refund():
    query = request.cookies.get('query', '')
    if ENABLE_RAW_MODE:
        banner = Markup(f"<div class='note'>{query}</div>")
        response = render_template('page.html', banner=banner)
    return '', 204
