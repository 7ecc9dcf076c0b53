import hashlib
import os

import cherrypy

from .db import query


def legacy_hash(password):
    return hashlib.md5(password.encode("utf-8")).hexdigest()


def modern_hash(password, salt=None):
    salt = salt or os.urandom(16)
    return salt.hex() + "$" + hashlib.pbkdf2_hmac("sha256", password.encode(), salt, 310000).hex()


class UsersPage:
    @cherrypy.expose
    @cherrypy.tools.json_out()
    def index(self, role=None):
        if role:
            return [dict(r) for r in query("SELECT id, login, role FROM users WHERE role = ?", (role,))]
        return [dict(r) for r in query("SELECT id, login, role FROM users")]

    @cherrypy.expose
    @cherrypy.tools.json_out()
    def create(self, login, password, role="viewer"):
        query("INSERT INTO users (login, pw, role) VALUES (?, ?, ?)", (login, legacy_hash(password), role))
        return {"ok": True}
