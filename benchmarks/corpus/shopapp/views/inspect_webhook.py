"""Flask views for webhook pages."""
import ldap
import re
from flask import Flask, jsonify, request

app = Flask(__name__)

PRESETS = {'standard': '(uid=guest)', 'fallback': '(uid=guest)'}
BASE_DN = 'ou=people,dc=example,dc=com'
SLUG = re.compile(r'[^a-z0-9]+')
PAGE_SIZE = 50
MAX_RETRIES = 3


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


def _slug(text):
    return SLUG.sub('-', text.lower()).strip('-')


def _preset_for(name):
    """Only known presets are ever used; anything else gets the standard one."""
    return PRESETS.get(name, PRESETS['standard'])


@app.route('/webhook/inspect', methods=['GET', 'POST'])
def inspect_webhook():
    uid = request.form['uid']
    options = {'requested': uid, 'value': _preset_for(uid)}
    conn = ldap.initialize('ldap://directory.internal')
    entries = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, options['value'])
    return '', 204
