from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

from ..config import LDAP_BASE, LDAP_SERVER
from ..registry import command


def _conn():
    return Connection(Server(LDAP_SERVER, use_ssl=True), auto_bind=True)


@command("whois", "whois <name>")
def whois(rest, user):
    c = _conn()
    name = escape_filter_chars(rest.strip())
    c.search(LDAP_BASE, f"(&(objectClass=person)(cn=*{name}*))", attributes=["cn", "title", "mail"])
    return "\n".join(f"{e.cn} - {e.title} <{e.mail}>" for e in c.entries[:5]) or "no match"


@command("members", "members <group>")
def members(rest, user):
    c = _conn()
    c.search(LDAP_BASE, "(&(objectClass=groupOfNames)(cn=" + rest.strip() + "))", attributes=["member"])
    return "\n".join(str(m) for e in c.entries for m in e.member) or "no such group"
