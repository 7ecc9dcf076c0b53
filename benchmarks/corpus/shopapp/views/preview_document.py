"""Flask views for document pages."""
import logging
from decimal import Decimal
from flask import Flask, render_template, request
from markupsafe import Markup

app = Flask(__name__)

log = logging.getLogger(__name__)


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


@app.route('/document/preview')
def preview_document():
    query = request.form['query']
    banner = Markup('<h1>Hello ' + query + '</h1>')
    return render_template('page.html', banner=banner)
