"""/whois <name or email>, /members <group>"""
from ldap3 import SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars

from opsbot import settings
from opsbot.commands import text_of

ATTRS = ["cn", "mail", "title", "telephoneNumber", "manager"]


def _conn():
    return Connection(Server(settings.LDAP_SERVER, use_ssl=True), auto_bind=True)


def register(app):
    @app.command("/whois")
    def whois(ack, respond, command):
        ack()
        who = text_of(command)
        conn = _conn()
        conn.search(settings.LDAP_BASE, f"(|(mail={who})(cn=*{who}*)(uid={who}))", SUBTREE, attributes=ATTRS)
        if not conn.entries:
            respond("nobody found")
            return
        lines = ["*%s* <%s> %s" % (e.cn, e.mail, e.title) for e in conn.entries[:5]]
        respond("\n".join(lines))

    @app.command("/members")
    def members(ack, respond, command):
        ack()
        group = escape_filter_chars(text_of(command))
        conn = _conn()
        conn.search("ou=groups,dc=corp,dc=example,dc=com", f"(&(objectClass=groupOfNames)(cn={group}))",
                    SUBTREE, attributes=["member"])
        if not conn.entries:
            respond("no such group")
            return
        respond("\n".join(str(m).split(",")[0][4:] for m in conn.entries[0].member))
