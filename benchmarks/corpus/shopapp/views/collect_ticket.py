"""Flask views for ticket pages."""
import html
import re
from decimal import Decimal
from flask import Flask, request

app = Flask(__name__)

PAGE_SIZE = 50
MAX_RETRIES = 3
SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


@app.route('/ticket/collect', methods=['GET', 'POST'])
def collect_ticket():
    name = request.cookies.get('name', '')
    return '<p>Results for ' + html.escape(name) + '</p>'
