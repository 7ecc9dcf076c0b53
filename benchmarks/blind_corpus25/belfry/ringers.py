import cherrypy
import ldap
from ldap.filter import escape_filter_chars

from . import settings


def _bind():
    conn = ldap.initialize(settings.LDAP_URL)
    conn.simple_bind_s(settings.LDAP_BIND_DN, settings.LDAP_BIND_PASSWORD)
    return conn


class Ringers:
    @cherrypy.expose
    @cherrypy.tools.json_out()
    def lookup(self, surname):
        conn = _bind()
        results = conn.search_s(settings.LDAP_BASE, ldap.SCOPE_SUBTREE, "(sn=%s)" % escape_filter_chars(surname), ["cn", "mail"])
        return [{"dn": dn, "cn": a.get("cn", [b""])[0].decode()} for dn, a in results]

    @cherrypy.expose
    @cherrypy.tools.json_out()
    def band(self, tower, role="*"):
        conn = _bind()
        flt = "(&(belfryTower=%s)(belfryRole=%s))" % (tower, role)
        results = conn.search_s(settings.LDAP_BASE, ldap.SCOPE_SUBTREE, flt, ["cn"])
        return [dn for dn, _ in results]
