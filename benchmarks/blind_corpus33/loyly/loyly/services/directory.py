"""Member directory (the co-op's LDAP server)."""
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

from .. import config

ATTRS = ["cn", "mail", "loylyRole"]


def search(name):
    with Connection(Server(config.LDAP_URL), auto_bind=True) as conn:
        conn.search(config.LDAP_BASE, "(&(objectClass=loylyMember)(cn=*" + name + "*))", attributes=ATTRS)
        return [{a: str(e[a]) for a in ATTRS if a in e} for e in conn.entries]


def volunteers(role):
    role = escape_filter_chars(role)
    with Connection(Server(config.LDAP_URL), auto_bind=True) as conn:
        conn.search(config.LDAP_BASE, f"(&(objectClass=loylyMember)(loylyRole={role}))", attributes=ATTRS)
        return [{a: str(e[a]) for a in ATTRS if a in e} for e in conn.entries]
