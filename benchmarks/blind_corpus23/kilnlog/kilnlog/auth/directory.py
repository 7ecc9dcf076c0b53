"""Lookups against the studio's membership directory."""
import ldap
from ldap.filter import escape_filter_chars
from flask import current_app


def _connect():
    conn = ldap.initialize(current_app.config["LDAP_URI"])
    conn.simple_bind_s(current_app.config["LDAP_BIND_DN"], current_app.config["LDAP_BIND_PW"])
    return conn


def find_member(username):
    conn = _connect()
    flt = "(&(objectClass=inetOrgPerson)(uid=%s))" % escape_filter_chars(username)
    return conn.search_s(current_app.config["LDAP_BASE_DN"], ldap.SCOPE_SUBTREE, flt, ["cn", "mail"])


def members_in_group(group_name):
    conn = _connect()
    flt = "(&(objectClass=groupOfNames)(cn=" + group_name + "))"
    return conn.search_s(current_app.config["LDAP_BASE_DN"], ldap.SCOPE_SUBTREE, flt, ["member"])
