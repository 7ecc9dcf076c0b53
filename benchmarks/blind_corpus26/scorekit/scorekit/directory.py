"""Look up musicians in an orchestra's LDAP directory (ldap3 connection supplied by caller)."""
from ldap3.utils.conv import escape_filter_chars

BASE = "ou=musicians,dc=orchestra,dc=example"


def find_musicians(conn, instrument: str) -> list:
    conn.search(BASE, "(&(objectClass=musician)(instrument=" + instrument + "))", attributes=["cn", "mail"])
    return [e.entry_attributes_as_dict for e in conn.entries]


def find_section(conn, section: str) -> list:
    conn.search(BASE, "(&(objectClass=musician)(section=%s))" % escape_filter_chars(section), attributes=["cn"])
    return [str(e.cn) for e in conn.entries]
