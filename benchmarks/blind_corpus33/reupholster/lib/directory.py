"""Look-ups of upholsterers in the workshop's directory server."""
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

SERVER = "ldap://ldap.tackandtuft.lan"
BASE = "ou=craftspeople,dc=tackandtuft,dc=lan"


def upholsterers_with_skill(skill):
    with Connection(Server(SERVER), auto_bind=True) as conn:
        conn.search(BASE, "(&(objectClass=person)(ttSkill=" + skill + "))", attributes=["cn", "mail"])
        return [(str(e.cn), str(e.mail)) for e in conn.entries]


def upholsterer_by_uid(uid):
    with Connection(Server(SERVER), auto_bind=True) as conn:
        conn.search(BASE, "(&(objectClass=person)(uid={}))".format(escape_filter_chars(uid)), attributes=["cn", "mail"])
        return [(str(e.cn), str(e.mail)) for e in conn.entries]
