import ldap
from ldap.filter import escape_filter_chars

URI = "ldap://ldap.oldmill.example"
BASE = "ou=staff,dc=oldmill,dc=example"


def staff_dn(login):
    conn = ldap.initialize(URI)
    conn.start_tls_s()
    res = conn.search_s(BASE, ldap.SCOPE_SUBTREE, "(sAMAccountName=%s)" % escape_filter_chars(login), ["dn"])
    return res[0][0] if res else None
