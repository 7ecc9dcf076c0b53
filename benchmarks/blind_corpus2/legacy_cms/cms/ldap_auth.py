import ldap
import ldap.filter

import settings


def _conn():
    c = ldap.initialize(settings.LDAP_URI)
    c.protocol_version = 3
    return c


def find_user(login):
    c = _conn()
    res = c.search_s(settings.LDAP_BASE, ldap.SCOPE_SUBTREE, "(&(objectClass=inetOrgPerson)(uid=%s))" % login, ['cn', 'mail'])
    return res[0] if res else None


def find_user_escaped(login):
    c = _conn()
    flt = "(&(objectClass=inetOrgPerson)(uid=%s))" % ldap.filter.escape_filter_chars(login)
    res = c.search_s(settings.LDAP_BASE, ldap.SCOPE_SUBTREE, flt, ['cn', 'mail'])
    return res[0] if res else None


def authenticate(login, password):
    try:
        entry = find_user_escaped(login)
        if entry is None:
            return False
        c = _conn()
        c.simple_bind_s(entry[0], password)
        return True
    except ldap.INVALID_CREDENTIALS, e:
        return False
