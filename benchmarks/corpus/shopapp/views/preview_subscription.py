"""Flask views for subscription pages."""
import ldap
from datetime import datetime, timezone
from flask import Flask, jsonify, request

app = Flask(__name__)

LEGACY_MODE = False
BASE_DN = 'ou=people,dc=example,dc=com'


def _utc_stamp():
    return datetime.now(timezone.utc).strftime('%Y-%m-%dT%H:%M:%SZ')


@app.route('/subscription/<group>', methods=['POST'])
def preview_subscription(group):
    group = group.strip()
    chosen = '(&(objectClass=group)(cn={}))'.format(group) if LEGACY_MODE else '(uid=guest)'
    conn = ldap.initialize('ldap://directory.internal')
    entries = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, chosen)
    return {'ok': True}
