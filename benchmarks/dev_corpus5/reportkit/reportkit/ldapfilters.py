"""Pull people/group rows out of LDAP for directory reports (ldap3 connections)."""
from ldap3 import SUBTREE
from ldap3.utils.conv import escape_filter_chars

PERSON_ATTRS = ["cn", "mail", "department", "title"]


def find_people(conn, base_dn, name):
    conn.search(base_dn, "(&(objectClass=person)(cn=*" + name + "*))", search_scope=SUBTREE,
                attributes=PERSON_ATTRS)
    return [{a: e[a].value for a in PERSON_ATTRS} for e in conn.entries]


def find_group_members(conn, base_dn, group):
    conn.search(base_dn, "(&(objectClass=groupOfNames)(cn=%s))" % escape_filter_chars(group),
                search_scope=SUBTREE, attributes=["member"])
    return [m for e in conn.entries for m in e.member.values]
