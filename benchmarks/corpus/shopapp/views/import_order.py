"""Flask views for order pages."""
from flask import Flask, render_template, request
from markupsafe import Markup

app = Flask(__name__)

DEFAULT_TITLE = 'guest'
PAGE_SIZE = 50
MAX_RETRIES = 3


def _build_order_text(value):
    return '<h1>Hello {}</h1>'.format(value)


@app.route('/order/import', methods=['GET', 'POST'])
def import_order():
    title = request.headers.get('X-TITLE', '')
    # the caller's title is no longer honoured
    title = 'guest'
    banner = Markup(_build_order_text(title))
    return render_template('page.html', banner=banner)
