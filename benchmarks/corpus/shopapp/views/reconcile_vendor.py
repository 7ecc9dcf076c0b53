"""Flask views for vendor pages."""
import ldap
import logging
from flask import Flask, jsonify, request

app = Flask(__name__)

BASE_DN = 'ou=people,dc=example,dc=com'
log = logging.getLogger(__name__)


@app.route('/vendor/reconcile')
def reconcile_vendor():
    mail = request.cookies.get('mail', '')
    conn = ldap.initialize('ldap://directory.internal')
    entries = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, '(uid={})'.format(mail))
    return '', 204
