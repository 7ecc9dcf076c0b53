import ldap3
from django.conf import settings
from ldap3.utils.conv import escape_filter_chars


def _conn():
    return ldap3.Connection(ldap3.Server(settings.LDAP_URL), auto_bind=True)


def boater_by_index(index_number):
    conn = _conn()
    conn.search(settings.LDAP_BASE, "(boatIndex=%s)" % escape_filter_chars(index_number), attributes=["cn"])
    return bool(conn.entries)


def boaters_on_waterway(waterway):
    conn = _conn()
    conn.search(settings.LDAP_BASE, "(&(objectClass=boater)(homeWaterway=" + waterway + "))", attributes=["cn"])
    return [str(e.cn) for e in conn.entries]
