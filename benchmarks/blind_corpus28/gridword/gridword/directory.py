"""Optional ldap3 helper for newspapers that keep their setters in a directory."""
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars


def setter_email(server_url: str, base: str, pseudonym: str):
    conn = Connection(Server(server_url), auto_bind=True)
    conn.search(base, "(&(objectClass=person)(setterPseudonym=%s))" % escape_filter_chars(pseudonym), attributes=["mail"])
    return conn.entries[0].mail.value if conn.entries else None
