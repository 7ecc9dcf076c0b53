"""Member login, language choice, member photos and the member directory."""
import os
from urllib.parse import urlparse

import tornado.web

from .. import config
from ..services import directory, doors
from .base import BaseHandler


class LoginHandler(BaseHandler):
    def get(self):
        self.render("login.html", next=self.get_argument("next", "/"))

    async def post(self):
        rows = await self.db.query("SELECT id, pin_hash FROM members WHERE member_no = ?", (self.get_body_argument("member_no"),))
        if not rows or not doors.check_pin(self.get_body_argument("pin"), rows[0]["pin_hash"]):
            raise tornado.web.HTTPError(403)
        self.set_signed_cookie("loyly_user", str(rows[0]["id"]), secure=True, httponly=True, samesite="Lax")
        self.redirect(self.get_argument("next", "/"))


class LogoutHandler(BaseHandler):
    def get(self):
        self.clear_cookie("loyly_user")
        target = self.get_argument("next", "/")
        parsed = urlparse(target)
        if parsed.scheme or parsed.netloc or not target.startswith("/") or target.startswith("//") or "\\" in target:
            target = "/"
        self.redirect(target)


class LanguageHandler(BaseHandler):
    def get(self, lang):
        self.set_cookie("loyly_lang", lang, secure=True, httponly=True, expires_days=365)
        self.redirect("/")


class PhotoHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        with open(os.path.join(config.PHOTO_DIR, self.get_argument("photo")), "rb") as fh:
            self.set_header("Content-Type", "image/jpeg")
            self.write(fh.read())


class CardPhotoHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self, member_no):
        root = os.path.realpath(config.PHOTO_DIR)
        path = os.path.realpath(os.path.join(root, member_no + ".jpg"))
        if os.path.commonpath([root, path]) != root or not os.path.exists(path):
            raise tornado.web.HTTPError(404)
        with open(path, "rb") as fh:
            self.set_header("Content-Type", "image/jpeg")
            self.write(fh.read())


class DirectoryHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        if self.get_argument("volunteer_role", None):
            self.write_json(directory.volunteers(self.get_argument("volunteer_role")))
        else:
            self.write_json(directory.search(self.get_argument("name", "")))
