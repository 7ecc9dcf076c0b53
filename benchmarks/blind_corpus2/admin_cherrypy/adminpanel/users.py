import cherrypy
import ldap
from ldap.filter import escape_filter_chars

from . import acl, db, passwords, settings
from .base import BasePage


class UsersPage(BasePage):
    title = "Users"

    def _ldap(self):
        conn = ldap.initialize(settings.LDAP_URI)
        conn.simple_bind_s()
        return conn

    @cherrypy.expose
    def index(self, q=""):
        self.require_role("helpdesk")
        rows = []
        if q:
            conn = self._ldap()
            results = conn.search_s(settings.LDAP_BASE, ldap.SCOPE_SUBTREE, "(|(mail=%s*)(sAMAccountName=%s*))" % (q, q), ["displayName", "mail"])
            rows = [attrs for _, attrs in results if attrs]
        body = "".join("<li>%s</li>" % r.get("mail", [b""])[0].decode() for r in rows)
        return self.render("<ul>%s</ul>" % body)

    @cherrypy.expose
    def group(self, name):
        self.require_role("helpdesk")
        conn = self._ldap()
        flt = "(&(objectClass=group)(cn=%s))" % escape_filter_chars(name)
        results = conn.search_s(settings.LDAP_BASE, ldap.SCOPE_SUBTREE, flt, ["member"])
        return self.render("<pre>%d members</pre>" % len(results))

    @cherrypy.expose
    def login(self, username, password):
        conn = db.connect()
        row = conn.execute("SELECT password_hash FROM local_users WHERE username = ?", (username,)).fetchone()
        if row is None or not passwords.verify(password, row["password_hash"]):
            raise cherrypy.HTTPError(401)
        cherrypy.session["user"] = {"name": username, "roles": acl.roles_for(username)}
        raise cherrypy.HTTPRedirect("/")

    @cherrypy.expose
    def reset(self, username):
        self.require_role("helpdesk")
        temp = passwords.temporary_password()
        conn = db.connect()
        conn.execute("UPDATE local_users SET password_hash = ?, must_change = 1 WHERE username = ?",
                     (passwords.hash_password(temp), username))
        conn.commit()
        return self.render("<p>Temporary password: <code>%s</code></p>" % temp)

    @cherrypy.expose
    def can(self, perm):
        user = self.current_user or {}
        return "yes" if acl.has_permission(user.get("name", ""), perm) else "no"
