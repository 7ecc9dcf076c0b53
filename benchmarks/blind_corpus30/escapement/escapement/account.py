import hashlib
import secrets
from urllib.parse import urlparse

import cherrypy

from . import db


def digest(password):
    return hashlib.sha1(password.encode("utf-8")).hexdigest()


class Account:
    @cherrypy.expose
    def login(self, email="", password="", return_to="/jobs/"):
        if cherrypy.request.method != "POST":
            return '<form method="post"><input name="email"><input name="password" type="password"></form>'
        rows = db.select("SELECT id, pw_sha1 FROM customers WHERE email = ?", (email,))
        if not rows or rows[0]["pw_sha1"] != digest(password):
            raise cherrypy.HTTPError(401, "Email or password not recognised")
        token = secrets.token_hex(20)
        db.change("INSERT INTO web_sessions (token, customer_id) VALUES (?, ?)", (token, rows[0]["id"]))
        cookie = cherrypy.response.cookie
        cookie["esc_session"] = token
        cookie["esc_session"]["path"] = "/"
        raise cherrypy.HTTPRedirect(return_to)

    @cherrypy.expose
    def remember_bench(self, bench="1"):
        cookie = cherrypy.response.cookie
        cookie["esc_bench"] = str(int(bench))
        cookie["esc_bench"]["secure"] = True
        cookie["esc_bench"]["httponly"] = True
        return "ok"

    @cherrypy.expose
    def logout(self, back="/"):
        cherrypy.response.cookie["esc_session"] = ""
        cherrypy.response.cookie["esc_session"]["expires"] = 0
        target = urlparse(back)
        if target.netloc or target.scheme:
            back = "/"
        raise cherrypy.HTTPRedirect(back)
