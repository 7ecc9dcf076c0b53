"""Flask views for project pages."""
import json
from decimal import Decimal
from flask import Flask, render_template, request
from markupsafe import Markup

app = Flask(__name__)

PRESETS = {'standard': '<p>Welcome</p>', 'fallback': '<p>Welcome</p>'}


def _money(value):
    return Decimal(value).quantize(Decimal('0.01'))


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


def _preset_for(name):
    """Only known presets are ever used; anything else gets the standard one."""
    return PRESETS.get(name, PRESETS['standard'])


@app.route('/project/notify')
def notify_project():
    query = request.cookies.get('query', '')
    options = {'requested': query, 'value': _preset_for(query)}
    banner = Markup(options['value'])
    return render_template('page.html', banner=banner)
