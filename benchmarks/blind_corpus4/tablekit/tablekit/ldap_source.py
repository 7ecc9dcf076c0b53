"""Optional: read directory entries as a Table (needs python-ldap)."""
from .core import Table

try:
    import ldap
    from ldap.filter import escape_filter_chars
except ImportError:  # pragma: no cover
    ldap = None


def rows_from_ldap(conn, base, attr, value, attrs=("cn", "mail")):
    flt = "(%s=%s)" % (attr, value)
    res = conn.search_s(base, ldap.SCOPE_SUBTREE, flt, list(attrs))
    return Table(list(attrs), [[(a.get(k) or [b""])[0].decode() for k in attrs] for _, a in res], "ldap")


def members_of(conn, base, group_dn, attrs=("cn", "mail")):
    flt = "(memberOf=%s)" % escape_filter_chars(group_dn)
    res = conn.search_s(base, ldap.SCOPE_SUBTREE, flt, list(attrs))
    return Table(list(attrs), [[(a.get(k) or [b""])[0].decode() for k in attrs] for _, a in res], "ldap")
