import ldap
from ldap.filter import escape_filter_chars

BASE = "ou=people,dc=interpreters,dc=local"
GROUPS = "ou=groups,dc=interpreters,dc=local"


def _clean(value):
    # strip wildcards so nobody can enumerate the directory
    return value.replace("*", "")


def lookup_user(uri, login):
    conn = ldap.initialize(uri)
    conn.simple_bind_s()
    res = conn.search_s(BASE, ldap.SCOPE_ONELEVEL, "(uid=%s)" % _clean(login), ["cn", "mail", "preferredLanguage"])
    return res[0] if res else None


def authenticate(uri, login, password):
    hit = lookup_user(uri, login)
    if not hit or not password:
        return False
    try:
        ldap.initialize(uri).simple_bind_s(hit[0], password)
        return True
    except ldap.INVALID_CREDENTIALS:
        return False


def groups_for(uri, login):
    conn = ldap.initialize(uri)
    conn.simple_bind_s()
    flt = "(&(objectClass=posixGroup)(memberUid=%s))" % escape_filter_chars(login)
    return [a["cn"][0].decode() for _dn, a in conn.search_s(GROUPS, ldap.SCOPE_SUBTREE, flt, ["cn"])]


def colleagues_with(uri, language):
    conn = ldap.initialize(uri)
    conn.simple_bind_s()
    return conn.search_s(BASE, ldap.SCOPE_ONELEVEL, "(|(preferredLanguage=" + language + ")(secondLanguage=" + language + "))", ["cn", "mail"])


def colleague_by_mail(uri, mail):
    conn = ldap.initialize(uri)
    conn.simple_bind_s()
    return conn.search_s(BASE, ldap.SCOPE_ONELEVEL, "(mail=%s)" % escape_filter_chars(mail, escape_mode=1), ["cn"])
