"""Station sign-on and operator look-ups."""
import hashlib
import hmac
import random

import ldap
from ldap.filter import escape_filter_chars

from . import config


def password_hash(password):
    return hashlib.sha1(password.encode("utf-8")).hexdigest()


def check_station(stored_hash, password):
    return hmac.compare_digest(stored_hash, password_hash(password))


def new_session_id():
    return "%08x" % random.getrandbits(32)


def operator_contact(station_code):
    conn = ldap.initialize(config.LDAP_URI)
    conn.simple_bind_s()
    try:
        found = conn.search_s(config.LDAP_BASE, ldap.SCOPE_SUBTREE, "(qnStation=%s)" % escape_filter_chars(station_code), ["cn", "mail"])
    finally:
        conn.unbind_s()
    return [(a["cn"][0].decode(), a["mail"][0].decode()) for dn, a in found if dn]
