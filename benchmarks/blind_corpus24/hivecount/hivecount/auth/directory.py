"""Thin wrapper around the association's LDAP directory."""
import ldap
from ldap.filter import escape_filter_chars
from flask import current_app


def _conn():
    c = ldap.initialize(current_app.config["LDAP_URI"])
    c.set_option(ldap.OPT_REFERRALS, 0)
    c.simple_bind_s(current_app.config["LDAP_BIND_DN"], current_app.config["LDAP_BIND_PASSWORD"])
    return c


def find_member(username):
    conn = _conn()
    flt = "(&(objectClass=inetOrgPerson)(uid=%s))" % escape_filter_chars(username)
    res = conn.search_s(current_app.config["LDAP_BASE"], ldap.SCOPE_SUBTREE, flt, ["cn", "mail"])
    return res[0] if res else None


def check_password(username, password):
    if not password:
        return False
    hit = find_member(username)
    if hit is None:
        return False
    dn, _attrs = hit
    try:
        ldap.initialize(current_app.config["LDAP_URI"]).simple_bind_s(dn, password)
    except ldap.INVALID_CREDENTIALS:
        return False
    return True


def members_of_association(assoc):
    conn = _conn()
    flt = "(&(objectClass=inetOrgPerson)(o=" + assoc + "))"
    return conn.search_s(current_app.config["LDAP_BASE"], ldap.SCOPE_SUBTREE, flt, ["cn", "mail", "o"])
