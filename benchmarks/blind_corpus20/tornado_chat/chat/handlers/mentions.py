import tornado.web
from ldap3 import Connection, Server

from . import BaseHandler

LDAP_SERVER = Server("ldaps://ldap.chat.example.org")
PEOPLE_BASE = "ou=people,dc=chat,dc=example,dc=org"


class MentionHandler(BaseHandler):
    """Autocomplete for @mentions: /mentions?prefix=al"""

    @tornado.web.authenticated
    def get(self):
        prefix = self.get_argument("prefix", "")
        conn = Connection(LDAP_SERVER, auto_bind=True)
        conn.search(PEOPLE_BASE, "(&(objectClass=person)(uid=" + prefix + "*))", attributes=["uid", "displayName"])
        self.write({"matches": [str(e.uid) for e in conn.entries[:10]]})
