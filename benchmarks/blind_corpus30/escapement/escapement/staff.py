import cherrypy
import ldap3
from ldap3.utils.conv import escape_filter_chars

from . import config


def _connect():
    return ldap3.Connection(ldap3.Server(config.LDAP_URL), auto_bind=True)


class Staff:
    @cherrypy.expose
    @cherrypy.tools.json_out()
    def find(self, skill=""):
        conn = _connect()
        conn.search(config.LDAP_BASE, "(&(objectClass=watchmaker)(skill=%s))" % skill, attributes=["cn", "bench"])
        return [{"name": str(e.cn), "bench": str(e.bench)} for e in conn.entries]

    @cherrypy.expose
    @cherrypy.tools.json_out()
    def bench(self, number=""):
        conn = _connect()
        conn.search(config.LDAP_BASE, "(bench=%s)" % escape_filter_chars(number), attributes=["cn"])
        return [str(e.cn) for e in conn.entries]
