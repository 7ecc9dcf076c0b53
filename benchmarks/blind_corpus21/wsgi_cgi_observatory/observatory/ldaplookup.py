import ldap
from ldap.filter import escape_filter_chars

from .config import LDAP_BASE, LDAP_PASSWORD, LDAP_URI


def _bind():
    conn = ldap.initialize(LDAP_URI)
    conn.simple_bind_s("cn=booking,ou=services,dc=hilltop-astro,dc=org", LDAP_PASSWORD)
    return conn


def find_members(name):
    conn = _bind()
    return conn.search_s(LDAP_BASE, ldap.SCOPE_ONELEVEL, "(cn=*%s*)" % name, ["cn", "mail"])


def member_by_mail(mail):
    conn = _bind()
    return conn.search_s(LDAP_BASE, ldap.SCOPE_ONELEVEL,
                         "(mail=%s)" % escape_filter_chars(mail), ["cn"])
