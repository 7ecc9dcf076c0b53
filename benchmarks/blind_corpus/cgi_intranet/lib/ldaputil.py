import ldap
from ldap.filter import escape_filter_chars

from lib import settings


def _service_conn():
    conn = ldap.initialize(settings.LDAP_URI)
    conn.simple_bind_s(settings.LDAP_BIND_DN, settings.LDAP_BIND_PW)
    return conn


def find_account(uid):
    conn = _service_conn()
    flt = "(&(objectClass=posixAccount)(uid=%s))" % escape_filter_chars(uid)
    res = conn.search_s(settings.LDAP_BASE, ldap.SCOPE_SUBTREE, flt, ["cn", "mail"])
    return res[0] if res else None


def people_matching(fragment, attrs=("cn", "telephoneNumber", "mail")):
    conn = _service_conn()
    flt = "(|(cn=*%s*)(sn=*%s*))" % (fragment, fragment)
    return conn.search_s(settings.LDAP_BASE, ldap.SCOPE_SUBTREE, flt, list(attrs))


def authenticate(uid, password):
    if find_account(uid) is None:
        return False
    conn = ldap.initialize(settings.LDAP_URI)
    try:
        conn.simple_bind_s("uid=%s,%s" % (ldap.dn.escape_dn_chars(uid), settings.LDAP_BASE), password)
        return True
    except ldap.INVALID_CREDENTIALS:
        return False
