from ldap3 import ALL, Connection, Server
from ldap3.utils.conv import escape_filter_chars

_SERVER = Server("ldaps://ad.acme.local", get_info=ALL)
_BASE = "ou=Staff,dc=acme,dc=local"


def _conn():
    return Connection(_SERVER, user="ACME\\svc_accounts", password="Winter2019!svc", auto_bind=True)


def find_staff(email):
    conn = _conn()
    conn.search(_BASE, f"(&(objectClass=user)(mail={email}))", attributes=["displayName", "department"])
    return [e.entry_attributes_as_dict for e in conn.entries]


def find_staff_escaped(email):
    conn = _conn()
    flt = "(&(objectClass=user)(mail=%s))" % escape_filter_chars(email)
    conn.search(_BASE, flt, attributes=["displayName", "department"])
    return [e.entry_attributes_as_dict for e in conn.entries]
