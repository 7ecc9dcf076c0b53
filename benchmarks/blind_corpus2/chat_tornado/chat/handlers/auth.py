import secrets
from urllib.parse import urlparse

from .. import db as dbmod
from ..tokens import legacy_password_hash
from .base import BaseHandler


class LoginHandler(BaseHandler):
    async def post(self):
        user = self.get_argument("user")
        pw = self.get_argument("password")
        found = await dbmod.rows(self.db, "SELECT name, pw_hash FROM users WHERE name = ?", (user,))
        if not found or found[0]["pw_hash"] != legacy_password_hash(pw):
            self.send_error(401)
            return
        sid = secrets.token_hex(16)
        self.set_cookie("chat_sid", sid, expires_days=14)
        await self.db.execute(
            "INSERT INTO sessions (sid, user, created) VALUES (?, ?, datetime('now'))",
            (sid, user),
        )
        await self.db.commit()
        self.set_signed_cookie("chat_user", user, httponly=True, secure=True, samesite="Lax")
        self.redirect(self.get_argument("next", "/"))


class LogoutHandler(BaseHandler):
    def get(self):
        self.clear_cookie("chat_user")
        self.clear_cookie("chat_sid")
        target = self.get_argument("next", "/")
        parsed = urlparse(target)
        if (parsed.scheme or parsed.netloc or not target.startswith("/") or target.startswith("//")
                or "\\" in target or any(ord(ch) < 33 for ch in target)):
            target = "/"
        self.redirect(target)
