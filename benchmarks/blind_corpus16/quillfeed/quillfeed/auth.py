import os

import ldap3
from ldap3.utils.conv import escape_filter_chars


def _bind_password():
    with open(os.environ.get("QUILLFEED_LDAP_PWFILE", "/run/secrets/quillfeed_ldap")) as fh:
        return fh.read().strip()


LDAP_BIND_DN = "cn=quillfeed,ou=services,dc=quill,dc=example"
LDAP_BIND_PASSWORD = _bind_password


def lookup(username):
    server = ldap3.Server(os.environ.get("QUILLFEED_LDAP", "ldaps://ldap.quill.example"))
    conn = ldap3.Connection(server, LDAP_BIND_DN, LDAP_BIND_PASSWORD(), auto_bind=True)
    safe = escape_filter_chars(username)
    conn.search("ou=readers,dc=quill,dc=example", "(uid={})".format(safe), attributes=["mail"])
    return conn.entries
