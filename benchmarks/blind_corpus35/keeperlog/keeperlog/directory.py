from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

from .settings import settings


def _conn(user=None, password=None):
    return Connection(Server(settings.ldap_url), user=user, password=password, auto_bind=True)


def keeper_dn(username):
    conn = _conn()
    conn.search(settings.ldap_base, f"(&(objectClass=zooStaff)(uid={username}))", attributes=["cn"])
    return conn.entries[0].entry_dn if conn.entries else None


def bind_as(dn, password):
    try:
        _conn(dn, password)
        return True
    except Exception:
        return False


def keepers_for_section(section):
    conn = _conn()
    conn.search(settings.ldap_base, "(&(objectClass=zooStaff)(section=%s))" % escape_filter_chars(section),
                attributes=["cn", "mail"])
    return [str(e.cn) for e in conn.entries]


def keeper_by_badge(badge):
    conn = _conn()
    conn.search(settings.ldap_base, "(&(objectClass=zooStaff)(badgeNumber=" + badge + "))", attributes=["cn"])
    return [str(e.cn) for e in conn.entries]


def is_curator(username):
    conn = _conn()
    conn.search("ou=groups,dc=marsh-end,dc=zoo",
                "(&(cn=curators)(memberUid={}))".format(escape_filter_chars(username)), attributes=["cn"])
    return bool(conn.entries)
