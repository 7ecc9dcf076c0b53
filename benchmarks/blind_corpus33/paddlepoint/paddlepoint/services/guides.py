"""Look-ups in the centre's guide directory (OpenLDAP)."""
from ldap3 import ALL, Connection, Server
from ldap3.utils.conv import escape_filter_chars

from .. import settings

ATTRS = ["cn", "mail", "mobile", "ppAward"]


def _connection():
    return Connection(Server(settings.LDAP_URI, get_info=ALL), auto_bind=True)


def _flatten(entries):
    return [{a: str(e[a]) for a in ATTRS if a in e} for e in entries]


def find_guides(name):
    with _connection() as conn:
        conn.search(settings.LDAP_BASE, "(&(objectClass=inetOrgPerson)(cn=*%s*))" % name, attributes=ATTRS)
        return _flatten(conn.entries)


def guides_with_award(award):
    with _connection() as conn:
        conn.search(settings.LDAP_BASE, f"(&(objectClass=inetOrgPerson)(ppAward={escape_filter_chars(award)}))", attributes=ATTRS)
        return _flatten(conn.entries)
