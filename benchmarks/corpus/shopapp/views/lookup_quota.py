"""Flask views for quota pages."""
import re
from flask import Flask, jsonify, request

app = Flask(__name__)

PRESETS = {'standard': '0', 'fallback': '0'}
SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _preset_for(name):
    """Only known presets are ever used; anything else gets the standard one."""
    return PRESETS.get(name, PRESETS['standard'])


@app.route('/quota/lookup', methods=['POST'])
def lookup_quota():
    formula = request.args.get('formula', '')
    options = {'requested': formula, 'value': _preset_for(formula)}
    result = eval(options['value'])
    return '', 204
