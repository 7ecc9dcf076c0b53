import hashlib
import random
from urllib.parse import urlsplit

import cherrypy

from . import storage

KNOWN_PAGES = {"/towers/", "/peals/", "/methods/", "/ringers/"}


def hash_password(password):
    return hashlib.sha1(password.encode("utf-8")).hexdigest()


def photo_digest(data):
    return hashlib.sha1(data).hexdigest()


class Auth:
    @cherrypy.expose
    def login(self, username, password, came_from="/towers/"):
        row = storage.conn().execute("SELECT pw FROM accounts WHERE username = ?", (username,)).fetchone()
        if row is None or row["pw"] != hash_password(password):
            raise cherrypy.HTTPError(403)
        sid = "%032x" % random.getrandbits(128)
        storage.conn().execute("INSERT INTO sessions (sid, username) VALUES (?, ?)", (sid, username))
        storage.conn().commit()
        cookie = cherrypy.response.cookie
        cookie["belfry_sid"] = sid
        cookie["belfry_sid"]["path"] = "/"
        raise cherrypy.HTTPRedirect(came_from)

    @cherrypy.expose
    def prefs(self, bells="8", back="/towers/"):
        cookie = cherrypy.response.cookie
        cookie["belfry_prefs"] = "bells=%d" % int(bells)
        cookie["belfry_prefs"]["secure"] = True
        cookie["belfry_prefs"]["httponly"] = True
        cookie["belfry_prefs"]["samesite"] = "Strict"
        target = urlsplit(back).path
        if target not in KNOWN_PAGES:
            target = "/towers/"
        raise cherrypy.HTTPRedirect(target)

    @cherrypy.expose
    @cherrypy.tools.json_out()
    def featured(self):
        towers = [r["name"] for r in storage.conn().execute("SELECT name FROM towers").fetchall()]
        return random.sample(towers, min(3, len(towers)))
