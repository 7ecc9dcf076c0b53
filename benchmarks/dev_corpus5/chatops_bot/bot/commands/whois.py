from ldap3 import SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars

from bot.config import LDAP_BASE_DN, LDAP_URL

ATTRS = ["uid", "cn", "mail", "title", "telephoneNumber", "manager"]


def _connection():
    return Connection(Server(LDAP_URL, use_ssl=True), auto_bind=True)


def handle_whois(ack, respond, command):
    ack()
    who = command.get("text", "").strip().lstrip("@")
    conn = _connection()
    conn.search(LDAP_BASE_DN, f"(&(objectClass=inetOrgPerson)(|(uid={who})(mail={who}@example.com)))",
                search_scope=SUBTREE, attributes=ATTRS, size_limit=5)
    if not conn.entries:
        respond("No one called %s" % who)
        return
    e = conn.entries[0]
    respond("*%s* (%s) - %s, %s" % (e.cn, e.uid, e.title, e.telephoneNumber))


def handle_manager(ack, respond, command):
    ack()
    who = escape_filter_chars(command.get("text", "").strip().lstrip("@"))
    conn = _connection()
    conn.search(LDAP_BASE_DN, f"(uid={who})", search_scope=SUBTREE, attributes=["manager"], size_limit=1)
    if not conn.entries or not conn.entries[0].manager:
        respond("I don't know who manages %s" % who)
        return
    respond("%s reports to %s" % (who, conn.entries[0].manager.value))
