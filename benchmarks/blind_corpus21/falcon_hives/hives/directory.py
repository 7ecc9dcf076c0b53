from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

from . import config


def _conn():
    return Connection(Server(config.LDAP_URL), auto_bind=True)


def member_by_licence(licence):
    conn = _conn()
    conn.search(config.LDAP_BASE, "(&(objectClass=beekeeper)(licence=" + licence + "))",
                attributes=["cn", "mail"])
    return conn.entries[0] if conn.entries else None


def member_by_mail(mail):
    conn = _conn()
    conn.search(config.LDAP_BASE, "(mail=%s)" % escape_filter_chars(mail), attributes=["cn", "licence"])
    return conn.entries[0] if conn.entries else None
