import os

from ldap3 import ALL, Connection, Server
from ldap3.utils.conv import escape_filter_chars

LDAP_URL = os.environ.get("NBSHELF_LDAP_URL", "ldaps://ldap.example.org")
BASE_DN = os.environ.get("NBSHELF_LDAP_BASE", "dc=example,dc=org")


def _conn():
    return Connection(Server(LDAP_URL, get_info=ALL), auto_bind=True)


def lookup_recipient(email):
    c = _conn()
    c.search(BASE_DN, "(&(objectClass=inetOrgPerson)(mail=%s))" % email, attributes=["uid", "cn"])
    return [e.uid.value for e in c.entries]


def members_of(group):
    c = _conn()
    c.search(BASE_DN, "(&(objectClass=groupOfNames)(cn=%s))" % escape_filter_chars(group), attributes=["member"])
    return [m for e in c.entries for m in e.member.values]
