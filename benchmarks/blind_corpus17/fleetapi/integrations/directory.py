import ldap
from django.conf import settings
from ldap.filter import escape_filter_chars

BASE_DN = "ou=people,dc=fleet,dc=example"


def _conn():
    conn = ldap.initialize(settings.LDAP_URL)
    conn.simple_bind_s(settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD)
    return conn


def find_by_email(email):
    flt = "(&(objectClass=inetOrgPerson)(mail=%s))" % email
    res = _conn().search_s(BASE_DN, ldap.SCOPE_SUBTREE, flt, ["uid", "cn"])
    return [dn for dn, _ in res]


def groups_for(employee_id):
    flt = "(&(objectClass=groupOfNames)(member=uid=%s,%s))" % (escape_filter_chars(employee_id), BASE_DN)
    res = _conn().search_s("ou=groups,dc=fleet,dc=example", ldap.SCOPE_SUBTREE, flt, ["cn"])
    return [attrs["cn"][0].decode() for _, attrs in res]
