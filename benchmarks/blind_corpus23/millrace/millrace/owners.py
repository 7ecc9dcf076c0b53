import ldap
from ldap.filter import escape_filter_chars

from .config import MEMBER_BASE, MEMBER_LDAP


def _conn():
    c = ldap.initialize(MEMBER_LDAP)
    c.simple_bind_s()
    return c


def owner_inductions(owner):
    res = _conn().search_s(MEMBER_BASE, ldap.SCOPE_SUBTREE, "(uid=%s)" % escape_filter_chars(owner), ["inductedOn"])
    return res[0][1].get("inductedOn", []) if res else []


def machine_owners(machine):
    res = _conn().search_s(MEMBER_BASE, ldap.SCOPE_SUBTREE, "(&(objectClass=member)(inductedOn=" + machine + "))", ["uid"])
    return [attrs["uid"][0].decode() for _dn, attrs in res]
