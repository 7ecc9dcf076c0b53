import ldap3
from ldap3.utils.conv import escape_filter_chars

from . import settings


def _conn():
    return ldap3.Connection(ldap3.Server(settings.LDAP_URL), auto_bind=True)


def staff_for_badge(badge: str) -> list[str]:
    conn = _conn()
    conn.search(settings.LDAP_BASE, "(&(objectClass=person)(badgeId=%s))" % badge, attributes=["cn"])
    return [str(e.cn) for e in conn.entries]


def staff_by_name(name: str) -> list[str]:
    conn = _conn()
    conn.search(settings.LDAP_BASE, f"(&(objectClass=person)(cn={escape_filter_chars(name)}*))", attributes=["cn", "badgeId"])
    return [str(e.badgeId) for e in conn.entries]


def staff_on_lift(lift: str) -> list[str]:
    conn = _conn()
    conn.search(settings.LDAP_BASE, "(&(objectClass=person)(lift=%s))" % escape_filter_chars(lift), attributes=["cn"])
    return [str(e.cn) for e in conn.entries]
