from ldap3 import ALL, Connection, Server
from ldap3.utils.conv import escape_filter_chars

from . import settings


def _conn():
    return Connection(Server(settings.LDAP_URL, get_info=ALL), auto_bind=True)


def find_by_email(email):
    conn = _conn()
    conn.search(settings.LDAP_BASE, "(&(objectClass=inetOrgPerson)(mail=%s))" % email, attributes=["uid", "cn"])
    return conn.entries


def find_by_uid(uid):
    conn = _conn()
    conn.search(settings.LDAP_BASE, "(uid=%s)" % escape_filter_chars(uid), attributes=["mail", "cn"])
    return conn.entries
