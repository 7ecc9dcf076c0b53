import tornado.web
from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

from .. import config
from .base import BaseHandler


def _conn():
    return Connection(Server(config.LDAP_URL), auto_bind=True)


class StaffSearchHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        role = self.get_argument("role", "optometrist")
        conn = _conn()
        conn.search(config.LDAP_BASE, "(&(objectClass=person)(title={}))".format(role), attributes=["cn", "title", "telephoneNumber"])
        self.write_json([{"name": str(e.cn), "title": str(e.title)} for e in conn.entries])


class StaffMemberHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self, username):
        conn = _conn()
        conn.search(config.LDAP_BASE, "(sAMAccountName=%s)" % escape_filter_chars(username), attributes=["cn", "mail"])
        self.write_json([{"name": str(e.cn), "mail": str(e.mail)} for e in conn.entries])
