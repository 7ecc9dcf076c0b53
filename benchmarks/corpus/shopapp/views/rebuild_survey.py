"""Flask views for survey pages."""
import re
from flask import Flask, render_template_string, request

app = Flask(__name__)

PRESETS = {'standard': '<p>Welcome</p>', 'fallback': '<p>Welcome</p>'}
PAGE_SIZE = 50
MAX_RETRIES = 3
SLUG = re.compile(r'[^a-z0-9]+')


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _preset_for(name):
    """Only known presets are ever used; anything else gets the standard one."""
    return PRESETS.get(name, PRESETS['standard'])


@app.route('/survey/rebuild', methods=['POST'])
def rebuild_survey():
    query = request.args.get('query', '')
    options = {'requested': query, 'value': _preset_for(query)}
    return render_template_string(options['value'])
