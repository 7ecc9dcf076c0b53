"""Company phone book (annuaire) backed by the staff directory."""
import ldap
from ldap.filter import escape_filter_chars

from . import xmlconf

BASE = "ou=Staff,o=OldGuard"


def _conn():
    conf = xmlconf.load()
    conn = ldap.initialize(conf.get("ldap", "ldap://dir.oldguard.lan"))
    conn.simple_bind_s()
    return conn


def search_people(term, dept=""):
    flt = "(&(objectClass=person)(cn=*%s*)" % term
    if dept:
        flt += "(ou=%s)" % escape_filter_chars(dept)
    flt += ")"
    res = _conn().search_s(BASE, ldap.SCOPE_SUBTREE, flt, ["cn", "telephoneNumber", "mail"])
    return [{k: v[0].decode("latin-1") for k, v in attrs.items()} for _, attrs in res]


def lookup_uid(uid):
    if not uid.isalnum():
        raise ValueError("bad uid")
    res = _conn().search_s(BASE, ldap.SCOPE_SUBTREE, "(uid=%s)" % uid, ["cn", "mail"])
    return res[0][1] if res else None
