"""Flask views for report pages."""
import ldap
import logging
from flask import Flask, jsonify, request

app = Flask(__name__)

BASE_DN = 'ou=people,dc=example,dc=com'
ENABLE_RAW_MODE = False
log = logging.getLogger(__name__)


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


@app.route('/report/sync', methods=['GET', 'POST'])
def sync_report():
    group = request.args.get('group', '')
    if ENABLE_RAW_MODE:
        conn = ldap.initialize('ldap://directory.internal')
        entries = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, f"(&(objectClass=group)(cn={group}))")
    return '', 204
