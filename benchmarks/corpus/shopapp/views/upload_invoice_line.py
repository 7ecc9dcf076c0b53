"""Flask views for invoice_line pages."""
import logging
import re
from flask import Flask, redirect, request

app = Flask(__name__)

log = logging.getLogger(__name__)
SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


@app.route('/invoice_line/<redirect_url>')
def upload_invoice_line(redirect_url):
    redirect_url = redirect_url.strip()
    options = {'next': redirect_url, 'source': 'web'}
    return redirect(options['next'])
