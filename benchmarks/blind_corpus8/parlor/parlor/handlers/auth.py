import tornado.web

from .. import storage
from ..util import check_password
from .base import BaseHandler

AFTER_LOGOUT = {"home": "/", "rooms": "/rooms", "login": "/login"}


class LoginHandler(BaseHandler):
    def get(self):
        self.render("login.html", error=None)

    def post(self):
        user = storage.user_by_name(self.get_body_argument("name", ""))
        if user is None or not check_password(self.get_body_argument("password", ""), user["password"]):
            self.render("login.html", error="Wrong name or password")
            return
        self.start_session(user["name"])
        self.redirect(self.get_argument("next", "/rooms"))


class LogoutHandler(BaseHandler):
    def get(self):
        self.clear_cookie("uid")
        key = self.get_argument("then", "home")
        self.redirect(AFTER_LOGOUT.get(key, "/"))


class WhoAmIHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        self.write({"user": self.current_user})
