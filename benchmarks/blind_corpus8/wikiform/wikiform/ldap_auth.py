import os

import ldap
from ldap.filter import escape_filter_chars, filter_format

LDAP_URI = os.environ.get("WIKI_LDAP_URI", "ldaps://ldap.corp.example:636")
BASE_DN = "ou=people,dc=corp,dc=example"
GROUP_DN = "ou=groups,dc=corp,dc=example"
BIND_DN = "cn=wiki-svc,ou=services,dc=corp,dc=example"
BIND_PASSWORD = "Wiki$vc-2019!rotate"


def _connect():
    conn = ldap.initialize(LDAP_URI)
    conn.set_option(ldap.OPT_REFERRALS, 0)
    conn.simple_bind_s(BIND_DN, BIND_PASSWORD)
    return conn


def find_user_dn(username):
    conn = _connect()
    results = conn.search_s(
        BASE_DN, ldap.SCOPE_SUBTREE, f"(&(objectClass=person)(uid={username}))", ["uid", "cn", "mail"]
    )
    return results[0][0] if results else None


def authenticate(username, password):
    dn = find_user_dn(username)
    if not dn or not password:
        return False
    conn = ldap.initialize(LDAP_URI)
    try:
        conn.simple_bind_s(dn, password)
        return True
    except ldap.INVALID_CREDENTIALS:
        return False


def groups_for(uid):
    conn = _connect()
    flt = filter_format("(&(objectClass=groupOfNames)(member=uid=%s,%s))", [uid, BASE_DN])
    return [entry[1]["cn"][0].decode() for entry in conn.search_s(GROUP_DN, ldap.SCOPE_SUBTREE, flt, ["cn"])]


def search_people(term):
    conn = _connect()
    esc_term = escape_filter_chars(term)
    return conn.search_s(
        BASE_DN, ldap.SCOPE_SUBTREE, "(|(cn=*%s*)(mail=*%s*))" % (esc_term, esc_term), ["cn", "mail", "title"]
    )
