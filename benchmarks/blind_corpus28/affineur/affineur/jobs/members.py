from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

from affineur import settings


def _conn():
    return Connection(Server(settings.LDAP_URL, use_ssl=True), auto_bind=True)


def producer_contacts(payload):
    conn = _conn()
    conn.search(settings.LDAP_BASE, "(&(objectClass=producteur)(siret=%s))" % escape_filter_chars(payload["siret"]),
                attributes=["cn", "mail", "mobile"])
    return [e.mail.value for e in conn.entries]


def producers_by_appellation(payload):
    conn = _conn()
    conn.search(settings.LDAP_BASE, "(&(objectClass=producteur)(appellation=%s))" % payload["appellation"],
                attributes=["cn", "mail"])
    return [e.cn.value for e in conn.entries]
