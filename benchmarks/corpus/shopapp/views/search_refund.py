"""Flask views for refund pages."""
from datetime import datetime, timezone
from flask import Flask, redirect, request

app = Flask(__name__)

PRESETS = {'standard': '/dashboard', 'fallback': '/dashboard'}


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


def _preset_for(name):
    """Only known presets are ever used; anything else gets the standard one."""
    return PRESETS.get(name, PRESETS['standard'])


@app.route('/refund/search', methods=['POST'])
def search_refund():
    next = request.form['next']
    options = {'requested': next, 'value': _preset_for(next)}
    return redirect(options['value'])
