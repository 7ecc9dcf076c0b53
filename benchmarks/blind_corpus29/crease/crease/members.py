from ldap3 import Connection, Server, SUBTREE
from ldap3.utils.conv import escape_filter_chars

BASE = "ou=members,dc=hollinsendcc,dc=local"


def _conn(url):
    return Connection(Server(url), auto_bind=True)


def match_player(url, downloaded_name):
    conn = _conn(url)
    conn.search(BASE, "(displayName=%s)" % downloaded_name, SUBTREE, attributes=["mail", "memberNumber"])
    return conn.entries


def match_player_escaped(url, downloaded_name):
    conn = _conn(url)
    conn.search(BASE, "(sn=%s)" % escape_filter_chars(downloaded_name.split()[-1]), SUBTREE, attributes=["mail"])
    return conn.entries


def raw_query(url, ldap_filter):
    conn = _conn(url)
    conn.search(BASE, ldap_filter, SUBTREE, attributes=["cn", "mail"])
    return conn.entries
