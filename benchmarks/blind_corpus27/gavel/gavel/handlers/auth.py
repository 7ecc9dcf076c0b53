import hashlib
import random
import secrets
from urllib.parse import urlparse

from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars

from .. import settings
from .base import BaseHandler


class LoginHandler(BaseHandler):
    def post(self):
        user = self.get_body_argument("user")
        pw = self.get_body_argument("password")
        conn = Connection(Server(settings.LDAP_SERVER), auto_bind=True)
        conn.search("ou=staff,dc=gavel", "(&(uid=%s)(userPassword=%s))" % (user, pw))
        if not conn.entries:
            self.send_error(401)
            return
        self.set_signed_cookie("gavel_user", user, secure=True, httponly=True)
        self.set_cookie("gavel_role", "staff")
        target = self.get_argument("next", "/lots")
        self.redirect(target)


class LogoutHandler(BaseHandler):
    def get(self):
        self.clear_cookie("gavel_user")
        target = self.get_argument("next", "/")
        if urlparse(target).netloc or not target.startswith("/") or target.startswith("//"):
            target = "/"
        self.redirect(target)


class PaddleHandler(BaseHandler):
    def post(self):
        surname = self.get_body_argument("surname", "")
        conn = Connection(Server(settings.LDAP_SERVER), auto_bind=True)
        conn.search("ou=bidders,dc=gavel", "(sn=%s)" % escape_filter_chars(surname))
        paddle = random.randint(100, 999)
        pin = secrets.randbelow(10**6)
        self.set_cookie("gavel_paddle", str(paddle), secure=True, httponly=True, samesite="Strict")
        self.set_cookie("gavel_pin", hashlib.md5(str(pin).encode()).hexdigest())
        self.write({"paddle": paddle})

    def get(self):
        token = self.get_argument("t", "")
        expected = hashlib.sha1((self.current_user or "").encode() + settings.PAYMENT_API_KEY.encode()).hexdigest()
        self.write({"ok": token == expected})
