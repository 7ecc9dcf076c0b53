from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

from . import settings

_server = Server(settings.LDAP_URL)


def find_member(username):
    conn = Connection(_server, auto_bind=True)
    conn.search(settings.LDAP_BASE, f"(&(objectClass=posixAccount)(uid={username}))", attributes=["cn", "mail"])
    return conn.entries[0] if conn.entries else None


def authenticate(username, password):
    member = find_member(username)
    if member is None or not password:
        return None
    return member if Connection(_server, user=member.entry_dn, password=password).bind() else None


def member_shows(username):
    conn = Connection(_server, auto_bind=True)
    conn.search("ou=shows,dc=hedgerow,dc=audio",
                "(&(objectClass=groupOfNames)(member=uid=%s,%s))" % (escape_filter_chars(username), settings.LDAP_BASE),
                attributes=["cn"])
    return [str(e.cn) for e in conn.entries]


def show_hosts(show):
    conn = Connection(_server, auto_bind=True)
    show_cn = escape_filter_chars(show)
    conn.search("ou=shows,dc=hedgerow,dc=audio", "(cn=" + show_cn + ")", attributes=["member"])
    return [str(m) for e in conn.entries for m in e.member]
