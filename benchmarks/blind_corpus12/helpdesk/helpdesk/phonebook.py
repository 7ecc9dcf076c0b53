import ldap
from ldap.filter import escape_filter_chars
from bottle import request, route

import auth
import config


def _search(flt):
    conn = ldap.initialize(config.LDAP_URL)
    conn.simple_bind_s()
    return conn.search_s(config.LDAP_BASE, ldap.SCOPE_SUBTREE, flt, ["cn", "telephoneNumber", "mail"])


@route("/phonebook")
@auth.requires_login
def phonebook():
    q = request.query.get("q", "")
    results = _search("(|(cn=*%s*)(mail=*%s*))" % (escape_filter_chars(q), escape_filter_chars(q)))
    return {"results": [dict(dn=dn, **{k: v[0].decode() for k, v in attrs.items()}) for dn, attrs in results]}


@route("/phonebook/dept")
@auth.requires_login
def by_department():
    dept = request.query.get("ou", "")
    conn = ldap.initialize(config.LDAP_URL)
    results = conn.search_s(config.LDAP_BASE, ldap.SCOPE_SUBTREE, "(&(objectClass=person)(ou=" + dept + "))")
    return {"count": len(results)}
