import hashlib
import random

import cherrypy
import ldap
from ldap.filter import filter_format

LDAP_URI = "ldap://ldap.kinfolk.org.uk"
BASE = "ou=volunteers,dc=kinfolk,dc=org,dc=uk"


class AuthPages:
    @cherrypy.expose
    def login(self, username="", password=""):
        conn = ldap.initialize(LDAP_URI)
        flt = filter_format("(&(objectClass=person)(uid=%s))", [username])
        hits = conn.search_s(BASE, ldap.SCOPE_SUBTREE, flt)
        if not hits:
            raise cherrypy.HTTPError(401)
        token = "%032x" % random.getrandbits(128)
        cherrypy.response.cookie["kin_auth"] = token
        cherrypy.response.cookie["kin_auth"]["path"] = "/"
        return "welcome"

    @cherrypy.expose
    def volunteer(self, **params):
        group = params.get("group", "transcribers")
        conn = ldap.initialize(LDAP_URI)
        hits = conn.search_s(BASE, ldap.SCOPE_ONELEVEL, "(memberOf=cn=" + group + ",ou=groups,dc=kinfolk,dc=org,dc=uk)")
        return ", ".join(dn for dn, _ in hits)

    @cherrypy.expose
    def remember(self, lang="en"):
        cherrypy.response.cookie["kin_remember"] = hashlib.sha256(cherrypy.request.remote.ip.encode()).hexdigest()
        cherrypy.response.cookie["kin_remember"]["secure"] = True
        cherrypy.response.cookie["kin_remember"]["httponly"] = True
        cherrypy.response.cookie["kin_remember"]["samesite"] = "Strict"
        return "ok"

    @cherrypy.expose
    def set_password(self, password=""):
        digest = hashlib.sha1(password.encode("utf-8")).hexdigest()
        cherrypy.session["pw"] = digest
        return "saved"
