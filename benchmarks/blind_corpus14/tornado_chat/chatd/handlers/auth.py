import hashlib
import hmac

from .base import BaseHandler


class LoginHandler(BaseHandler):
    def get(self):
        self.render("login.html", next=self.get_argument("next", "/"), error=None)

    def post(self):
        nick = self.get_argument("nick")
        password = self.get_argument("password")
        rows = self.storage.query("SELECT nick, salt, pw_hash FROM users WHERE nick = ?", nick)
        if not rows or not self._check(rows[0], password):
            self.render("login.html", next=self.get_argument("next", "/"), error="Nope")
            return
        self.set_secure_cookie("chat_user", nick, expires_days=7)
        self.remember_theme(self.get_argument("theme", "light"))
        self.redirect(self.get_argument("next", "/"))

    @staticmethod
    def _check(row, password):
        derived = hashlib.scrypt(password.encode(), salt=row["salt"].encode(), n=2**14, r=8, p=1).hex()
        return hmac.compare_digest(derived, row["pw_hash"])


class LogoutHandler(BaseHandler):
    def get(self):
        self.clear_cookie("chat_user")
        self.redirect("/login")
