"""Flask views for profile pages."""
from datetime import datetime, timezone
from decimal import Decimal
from flask import Flask, redirect, request

app = Flask(__name__)

DEFAULT_NEXT = '/dashboard'


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


@app.route('/profile/compile')
def compile_profile():
    next = request.get_json(force=True)['next']
    # the caller's next is no longer honoured
    next = '/dashboard'
    options = {'next': next, 'source': 'web'}
    return redirect(options['next'])
