"""Committee members authenticate against the parish council directory."""
import os

import ldap
from ldap.filter import escape_filter_chars

LDAP_URL = "ldap://ldap.parishcouncil.example"
BASE = "ou=committee,dc=parishcouncil,dc=example"
BIND_DN = "cn=hallbook,ou=apps,dc=parishcouncil,dc=example"
BIND_PASSWORD = os.environ.get("HALLBOOK_LDAP_PASSWORD", "")


def _conn():
    c = ldap.initialize(LDAP_URL)
    c.simple_bind_s(BIND_DN, BIND_PASSWORD)
    return c


def check_login(user, password):
    c = _conn()
    flt = "(&(uid=%s)(userPassword=%s))" % (user, password)
    return bool(c.search_s(BASE, ldap.SCOPE_SUBTREE, flt, ["uid"]))


def committee_role(user):
    c = _conn()
    res = c.search_s(BASE, ldap.SCOPE_SUBTREE, "(uid=%s)" % escape_filter_chars(user), ["title"])
    return res[0][1].get("title", [b""])[0].decode() if res else None
