from ldap3 import SUBTREE, Connection, Server
from ldap3.utils.conv import escape_filter_chars

from .base import Command, command

SERVER = Server("ldaps://ldap.corp.example", use_ssl=True)
BASE = "ou=people,dc=corp,dc=example"


def _conn():
    return Connection(SERVER, auto_bind=True)


@command("whois")
class WhoisCommand(Command):
    help = "/whois <name>"

    def run(self):
        name = self.raw.strip()
        conn = _conn()
        conn.search(BASE, "(&(objectClass=person)(cn=*%s*))" % escape_filter_chars(name), SUBTREE, attributes=["cn", "title"])
        return self.reply("\n".join("%s - %s" % (e.cn, e.title) for e in conn.entries) or "nobody found")


@command("team-of")
class TeamOfCommand(Command):
    help = "/team-of <uid>"

    def run(self):
        conn = _conn()
        conn.search(BASE, "(uid=" + self.raw.strip() + ")", SUBTREE, attributes=["departmentNumber"])
        return self.reply(str(conn.entries[0].departmentNumber) if conn.entries else "unknown")
