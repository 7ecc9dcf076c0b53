"""Staff look-ups in the practice's Active Directory."""
import ldap
from ldap.filter import escape_filter_chars, filter_format
from django.conf import settings

ATTRS = ["cn", "mail", "title", "telephoneNumber"]


def _bind():
    conn = ldap.initialize(settings.LDAP_URI)
    conn.set_option(ldap.OPT_REFERRALS, 0)
    conn.simple_bind_s(settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD)
    return conn


def _entries(results):
    out = []
    for dn, attrs in results:
        if dn:
            out.append({k: v[0].decode() for k, v in attrs.items() if k in ATTRS})
    return out


def search_by_email(email):
    conn = _bind()
    try:
        return _entries(conn.search_s(settings.LDAP_BASE, ldap.SCOPE_SUBTREE, "(&(objectClass=user)(mail=%s*))" % email, ATTRS))
    finally:
        conn.unbind_s()


def lookup_user(username):
    conn = _bind()
    try:
        return _entries(conn.search_s(settings.LDAP_BASE, ldap.SCOPE_SUBTREE, filter_format("(sAMAccountName=%s)", [username]), ATTRS))
    finally:
        conn.unbind_s()


def members_of(group):
    conn = _bind()
    try:
        flt = "(&(objectClass=user)(memberOf=cn=" + escape_filter_chars(group) + ",ou=Groups,dc=riverside-physio,dc=local))"
        return _entries(conn.search_s(settings.LDAP_BASE, ldap.SCOPE_SUBTREE, flt, ATTRS))
    finally:
        conn.unbind_s()
