import ldap3
from ldap3.utils.conv import escape_filter_chars

from .. import settings


def _conn():
    return ldap3.Connection(ldap3.Server(settings.LDAP_URL), auto_bind=True)


def find_existing_trader(payload: dict) -> list:
    """Before creating a Wi-Fi account, check whether the trader already exists."""
    name = payload.get("business", "")
    conn = _conn()
    conn.search(settings.LDAP_BASE, "(&(objectClass=organization)(o=" + name + "))", attributes=["o", "mail"])
    return [str(e.o) for e in conn.entries]


def traders_on_row(payload: dict) -> list:
    row = escape_filter_chars(str(payload.get("row", "A")))
    conn = _conn()
    conn.search(settings.LDAP_BASE, f"(&(objectClass=organization)(pitchRow={row}))", attributes=["o"])
    return [str(e.o) for e in conn.entries]
