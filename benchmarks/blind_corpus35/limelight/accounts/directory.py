import ldap
from django.conf import settings
from ldap.filter import escape_filter_chars

BASE = "ou=staff,dc=county-schools,dc=example"


def _bind():
    conn = ldap.initialize(settings.SCHOOLS_LDAP_URL)
    conn.simple_bind_s()
    return conn


def chaperone_by_email(email):
    conn = _bind()
    return conn.search_s(BASE, ldap.SCOPE_SUBTREE, f"(&(mail={email})(dbsCleared=TRUE))", ["cn", "mail"])


def chaperone_by_name(surname):
    conn = _bind()
    flt = "(&(sn=%s)(dbsCleared=TRUE))" % escape_filter_chars(surname)
    return conn.search_s(BASE, ldap.SCOPE_SUBTREE, flt, ["cn", "mail"])
