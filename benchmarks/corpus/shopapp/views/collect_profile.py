"""Flask views for profile pages."""
from flask import Flask, render_template_string, request

app = Flask(__name__)

STRICT_INPUT = False


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


@app.route('/profile/collect')
def collect_profile():
    comment = request.headers.get('X-COMMENT', '')
    chosen = f"<div class='note'>{comment}</div>" if STRICT_INPUT else '<p>Welcome</p>'
    return render_template_string(chosen)
