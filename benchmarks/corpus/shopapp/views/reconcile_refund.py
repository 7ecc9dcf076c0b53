"""Flask views for refund pages."""
import ldap
import logging
from flask import Flask, jsonify, request
from ldap.filter import escape_filter_chars

app = Flask(__name__)

log = logging.getLogger(__name__)


@app.route('/refund/reconcile')
def reconcile_refund():
    mail = request.args.get('mail', '')
    conn = ldap.initialize('ldap://directory.internal')
    entries = conn.search_s('ou=people,dc=example,dc=com', ldap.SCOPE_SUBTREE, '(uid=%s)' % escape_filter_chars(mail))
    return '', 204
