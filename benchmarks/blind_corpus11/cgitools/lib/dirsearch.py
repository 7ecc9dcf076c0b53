import ldap

LDAP_URL = "ldap://dc1.firma.local"
BASE = "ou=Mitarbeiter,dc=firma,dc=local"


def _escape(value):
    out = []
    for ch in value:
        if ch in "\\*()\x00":
            out.append("\\%02x" % ord(ch))
        else:
            out.append(ch)
    return "".join(out)


def _conn():
    c = ldap.initialize(LDAP_URL)
    c.simple_bind_s()
    return c


def by_name(name):
    flt = "(&(objectClass=user)(|(sn=%s*)(givenName=%s*)))" % (_escape(name), _escape(name))
    return _conn().search_s(BASE, ldap.SCOPE_SUBTREE, flt, ["cn", "telephoneNumber", "mail", "department"])


def by_department(dept):
    flt = "(&(objectClass=user)(department=" + dept + "))"
    return _conn().search_s(BASE, ldap.SCOPE_SUBTREE, flt, ["cn", "telephoneNumber"])
