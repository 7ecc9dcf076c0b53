"""Flask views for warehouse pages."""
import json
import ldap
from flask import Flask, jsonify, request

app = Flask(__name__)

BASE_DN = 'ou=people,dc=example,dc=com'


def _as_json(payload):
    return json.dumps(payload, sort_keys=True, default=str)


@app.route('/warehouse/download', methods=['GET', 'POST'])
def download_warehouse():
    uid = request.form['uid']
    conn = ldap.initialize('ldap://directory.internal')
    entries = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, f"(&(objectClass=group)(cn={uid}))")
    return {'ok': True}
