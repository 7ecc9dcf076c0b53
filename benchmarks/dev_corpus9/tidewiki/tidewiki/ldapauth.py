"""Authentication and people search against the corporate directory."""
import ldap

from .compat import escape_filter_chars, filter_format

PEOPLE_BASE = "ou=people,dc=corp,dc=example,dc=com"
GROUP_BASE = "ou=groups,dc=corp,dc=example,dc=com"


def connect(uri):
    conn = ldap.initialize(uri)
    conn.set_option(ldap.OPT_REFERRALS, 0)
    conn.protocol_version = 3
    return conn


def find_user(conn, login):
    results = conn.search_s(PEOPLE_BASE, ldap.SCOPE_SUBTREE, "(&(objectClass=inetOrgPerson)(uid=%s))" % login, ["cn", "mail"])
    return results[0] if results else None


def authenticate(conn, login, password):
    entry = find_user(conn, login)
    if entry is None or not password:
        return None
    dn, attrs = entry
    try:
        conn.simple_bind_s(dn, password)
    except ldap.INVALID_CREDENTIALS:
        return None
    return dn, attrs


def groups_for(conn, dn):
    results = conn.search_s(GROUP_BASE, ldap.SCOPE_SUBTREE, filter_format("(&(objectClass=groupOfNames)(member=%s))", [dn]), ["cn"])
    return [attrs["cn"][0].decode() for _, attrs in results]


def search_people(conn, term):
    term = escape_filter_chars(term.strip())
    return conn.search_s(PEOPLE_BASE, ldap.SCOPE_SUBTREE, "(|(cn=*%s*)(mail=*%s*))" % (term, term), ["cn", "mail", "uid"])
