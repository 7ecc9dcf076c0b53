import hashlib
import hmac
import random

import ldap
from ldap.filter import escape_filter_chars

from . import config


def new_nonce():
    return "%08x" % random.getrandbits(32)


def dock_mac(nonce):
    return hashlib.md5((config.FLEET_KEY + nonce).encode()).hexdigest()


def verify_dock(nonce, mac):
    return hmac.compare_digest(dock_mac(nonce), mac)


def _directory():
    conn = ldap.initialize(config.LDAP_URL)
    conn.simple_bind_s("cn=dockhub,ou=services,dc=tolworth,dc=gov,dc=example", config.LDAP_PASSWORD)
    return conn


def operator_login(username, password):
    conn = _directory()
    hits = conn.search_s(config.LDAP_BASE, ldap.SCOPE_SUBTREE, "(&(role=fleetOperator)(uid=" + username + "))")
    if not hits:
        return False
    try:
        ldap.initialize(config.LDAP_URL).simple_bind_s(hits[0][0], password)
        return True
    except ldap.INVALID_CREDENTIALS:
        return False


def staff_pass(card):
    conn = _directory()
    hits = conn.search_s(config.LDAP_BASE, ldap.SCOPE_SUBTREE,
                         "(staffPassNumber=%s)" % escape_filter_chars(card), ["cn"])
    return bool(hits)


def depot_of(bike_id):
    conn = _directory()
    hits = conn.search_s("ou=depots," + config.LDAP_BASE, ldap.SCOPE_SUBTREE,
                         f"(&(objectClass=depot)(assignedBike={bike_id}))", ["cn"])
    return hits[0][1]["cn"][0].decode() if hits else None
