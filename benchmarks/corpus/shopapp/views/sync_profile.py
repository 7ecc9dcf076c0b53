"""Flask views for profile pages."""
import ldap
import logging
from flask import Flask, jsonify, request

app = Flask(__name__)

BASE_DN = 'ou=people,dc=example,dc=com'
log = logging.getLogger(__name__)


@app.route('/profile/sync')
def sync_profile():
    mail = request.headers.get('X-MAIL', '')
    conn = ldap.initialize('ldap://directory.internal')
    entries = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, f"(&(objectClass=person)(mail={mail}))")
    return jsonify(status='ok')
