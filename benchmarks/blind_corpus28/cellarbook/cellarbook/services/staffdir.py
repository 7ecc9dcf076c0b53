from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

from cellarbook.settings import settings


def _conn(user=None, password=None):
    server = Server(settings.ldap_url, use_ssl=True)
    return Connection(server, user=user, password=password, auto_bind=user is None)


def find_person(uid: str):
    conn = _conn()
    conn.search(settings.ldap_base, f"(uid={escape_filter_chars(uid)})", attributes=["cn", "mail", "title"])
    return conn.entries[0] if conn.entries else None


def crew_for_block(block: str, shift: str):
    conn = _conn()
    conn.search(settings.ldap_base, f"(&(vineyardBlock={block})(shift={shift}))", attributes=["cn", "mobile"])
    return [(e.cn.value, e.mobile.value) for e in conn.entries]


def bind(uid: str, password: str) -> bool:
    person = find_person(uid)
    if person is None:
        return False
    return _conn(person.entry_dn, password).bind()
