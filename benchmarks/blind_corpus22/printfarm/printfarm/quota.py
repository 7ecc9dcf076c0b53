import ldap
from ldap.filter import escape_filter_chars

from .settings import LDAP_URI

BASE = "ou=members,dc=makerspace,dc=lan"


def member_quota(owner):
    conn = ldap.initialize(LDAP_URI)
    res = conn.search_s(BASE, ldap.SCOPE_SUBTREE, "(&(uid=%s)(printQuota=*))" % owner, ["printQuota"])
    return int(res[0][1]["printQuota"][0]) if res else 0


def is_trained(owner, machine):
    conn = ldap.initialize(LDAP_URI)
    flt = "(&(uid=%s)(trainedOn=%s))" % (escape_filter_chars(owner), escape_filter_chars(machine))
    return bool(conn.search_s(BASE, ldap.SCOPE_SUBTREE, flt, ["uid"]))
