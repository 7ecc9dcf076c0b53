from urllib.parse import urlsplit

import cherrypy

from .directory import Directory


def require_login():
    if not cherrypy.session.get("uid"):
        raise cherrypy.HTTPRedirect("/auth/login?back=" + cherrypy.url(qs=cherrypy.request.query_string, relative="server"))


cherrypy.tools.require_login = cherrypy.Tool("before_handler", require_login)


class AuthPage:
    def __init__(self):
        self.directory = Directory()

    @cherrypy.expose
    def login(self, uid=None, password=None, back="/"):
        if cherrypy.request.method != "POST":
            return open("templates/login.html").read()
        if not self.directory.authenticate(uid, password):
            raise cherrypy.HTTPError(401)
        cherrypy.session.regenerate()
        cherrypy.session["uid"] = uid
        parts = urlsplit(back)
        if parts.scheme or parts.netloc or not back.startswith("/") or back.startswith("//") or "\\" in back \
                or any(ord(c) < 0x20 for c in back):
            back = "/"
        raise cherrypy.HTTPRedirect(back)

    @cherrypy.expose
    def crew(self, name="", berth="*"):
        return repr(self.directory.search_crew(name, berth))

    @cherrypy.expose
    def switch(self, site):
        cherrypy.session["site"] = site
        raise cherrypy.HTTPRedirect(cherrypy.request.headers.get("Referer", "/"))
