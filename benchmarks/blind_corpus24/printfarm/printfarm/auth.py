import random

import ldap
from ldap.filter import escape_filter_chars

from . import settings


def _conn():
    c = ldap.initialize(settings.LDAP_URL)
    c.simple_bind_s()
    return c


def operator_dn(user):
    res = _conn().search_s(settings.LDAP_BASE, ldap.SCOPE_ONELEVEL, "(uid=" + user + ")", ["cn"])
    return res[0][0] if res else None


def operator_groups(user):
    flt = "(&(objectClass=groupOfNames)(member=uid=%s,%s))" % (escape_filter_chars(user), settings.LDAP_BASE)
    return [dn for dn, _ in _conn().search_s("ou=groups,dc=farm,dc=lan", ldap.SCOPE_ONELEVEL, flt)]


def login(user, password):
    dn = operator_dn(user)
    if not dn or not password:
        return None
    try:
        ldap.initialize(settings.LDAP_URL).simple_bind_s(dn, password)
    except ldap.INVALID_CREDENTIALS:
        return None
    return "%08x" % random.getrandbits(32)


def poll_delay(base=2.0):
    return base + random.uniform(0, 0.5)
