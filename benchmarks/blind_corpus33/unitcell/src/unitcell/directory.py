"""Department directory look-ups (who solved this structure?)."""
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

from . import _config


def _conn():
    return Connection(Server(_config.LDAP_URL), user="cn=unitcell,ou=services,dc=chem,dc=example-uni,dc=ac,dc=uk", password=_config.LDAP_PASSWORD, auto_bind=True)


def find_crystallographer(name):
    with _conn() as conn:
        conn.search(_config.LDAP_BASE, "(&(objectClass=person)(displayName=*%s*))" % name, attributes=["displayName", "mail"])
        return [(str(e.displayName), str(e.mail)) for e in conn.entries]


def group_members(group):
    with _conn() as conn:
        conn.search(_config.LDAP_BASE, "(&(objectClass=person)(ou=%s))" % escape_filter_chars(group), attributes=["displayName", "mail"])
        return [(str(e.displayName), str(e.mail)) for e in conn.entries]
