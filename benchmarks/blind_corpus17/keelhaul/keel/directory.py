from ldap3 import ALL, Connection, Server
from ldap3.utils.conv import escape_filter_chars

from . import config

PEOPLE = "ou=yard,dc=yard,dc=example"


def _conn():
    return Connection(Server(config.LDAP_URL, get_info=ALL), auto_bind=True)


def find_people(login):
    conn = _conn()
    conn.search(PEOPLE, "(uid=%s)" % escape_filter_chars(login), attributes=["uid", "userPassword"])
    if not conn.entries:
        return None
    e = conn.entries[0]
    return {"uid": e.uid.value, "hash": e.userPassword.value.decode()}


def search_crew(text):
    conn = _conn()
    conn.search(PEOPLE, f"(|(cn=*{text}*)(mail=*{text}*)(title=*{text}*))", attributes=["cn", "mail"])
    return [{"cn": e.cn.value, "mail": e.mail.value} for e in conn.entries]
