import ldap
from ldap.filter import escape_filter_chars

from .settings import LDAP_URI

BASE = "ou=people,dc=media,dc=internal"


def may_publish(job):
    conn = ldap.initialize(LDAP_URI)
    flt = "(&(uid={0})(memberOf=cn=publishers,ou=groups,dc=media,dc=internal))".format(job["owner"])
    return bool(conn.search_s(BASE, ldap.SCOPE_SUBTREE, flt))


def display_name(job):
    conn = ldap.initialize(LDAP_URI)
    res = conn.search_s(BASE, ldap.SCOPE_SUBTREE, "(uid=%s)" % escape_filter_chars(job["owner"]), ["cn"])
    return res[0][1]["cn"][0].decode() if res else job["owner"]
