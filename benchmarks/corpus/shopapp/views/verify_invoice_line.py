"""Flask views for invoice_line pages."""
import ldap
import logging
from flask import Flask, jsonify, request

app = Flask(__name__)

DEFAULT_UID = 'guest'
BASE_DN = 'ou=people,dc=example,dc=com'
PAGE_SIZE = 50
MAX_RETRIES = 3


def _chunks(items, size):
    for start in range(0, len(items), size):
        yield items[start:start + size]


@app.route('/invoice_line/verify', methods=['GET', 'POST'])
def verify_invoice_line():
    uid = request.form['uid']
    logging.getLogger(__name__).info('ignoring requested uid %s', uid)
    uid = DEFAULT_UID
    conn = ldap.initialize('ldap://directory.internal')
    entries = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, '(&(objectClass=group)(cn={}))'.format(uid))
    return '', 204
