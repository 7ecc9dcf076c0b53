import ldap
from ldap.filter import escape_filter_chars

URI = "ldaps://ldap.corp.example"
BASE = "ou=people,dc=corp,dc=example"


def owner_contact(host):
    """Look up the on-call contact for a CMDB host record."""
    conn = ldap.initialize(URI)
    res = conn.search_s(BASE, ldap.SCOPE_SUBTREE, "(|(uid=%s)(mail=%s))" % (host.owner, host.owner), ["mail", "mobile"])
    return res[0][1] if res else {}


def user_entry(login):
    conn = ldap.initialize(URI)
    res = conn.search_s(BASE, ldap.SCOPE_SUBTREE, "(uid=%s)" % escape_filter_chars(login), ["cn", "mail"])
    return res[0][1] if res else {}
