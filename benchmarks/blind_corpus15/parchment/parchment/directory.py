"""Resolve document authors and reviewer groups against an LDAP directory (ldap3 connection supplied by caller)."""
from ldap3.utils.conv import escape_filter_chars


def find_author(conn, base, name):
    conn.search(base, "(&(objectClass=person)(cn=%s))" % escape_filter_chars(name), attributes=["cn", "mail"])
    return [e.entry_attributes_as_dict for e in conn.entries]


def find_group(conn, base, group):
    conn.search(base, "(&(objectClass=groupOfNames)(cn=" + group + "))", attributes=["member"])
    return [m for e in conn.entries for m in e.member.values]
