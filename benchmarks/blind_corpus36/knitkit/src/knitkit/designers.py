"""Look designers up in a guild's LDAP directory (connection supplied by the caller)."""
import ldap
from ldap.filter import escape_filter_chars

BASE = "ou=designers,dc=guild,dc=example"


def find_designer(conn, name):
    return conn.search_s(BASE, ldap.SCOPE_SUBTREE, "(cn=%s)" % name, ["cn", "mail", "labeledURI"])


def find_designer_by_mail(conn, mail):
    return conn.search_s(BASE, ldap.SCOPE_SUBTREE, "(mail=%s)" % escape_filter_chars(mail), ["cn"])
