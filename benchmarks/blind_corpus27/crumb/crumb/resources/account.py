import random
import secrets
from urllib.parse import urlparse

from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars
from twisted.web.server import NOT_DONE_YET
from twisted.web.util import redirectTo

from .. import config
from .base import ArgResource

SESSIONS = {}


class Login(ArgResource):
    def render_POST(self, request):
        user = self.arg(request, "user")
        conn = Connection(Server(config.LDAP_URL), auto_bind=True)
        conn.search("ou=staff,dc=crumb", "(uid=" + escape_filter_chars(user) + ")")
        if not conn.entries:
            request.setResponseCode(401)
            return b"no"
        sid = secrets.token_hex(16)
        SESSIONS[sid] = user
        request.addCookie(b"crumb_sid", sid.encode(), path=b"/", secure=True, httpOnly=True, sameSite=b"strict")
        back = self.arg(request, "back", "/orders")
        return redirectTo(back.encode(), request)


class Logout(ArgResource):
    def render_GET(self, request):
        request.addCookie(b"crumb_sid", b"", max_age=b"0", secure=True, httpOnly=True)
        back = self.arg(request, "back", "/")
        if urlparse(back).netloc or not back.startswith("/") or back.startswith("//"):
            back = "/"
        return redirectTo(back.encode(), request)


class Preferences(ArgResource):
    def render_POST(self, request):
        shop = self.arg(request, "shop")
        conn = Connection(Server(config.LDAP_URL), auto_bind=True)
        conn.search("ou=shops,dc=crumb", "(&(objectClass=shop)(shopCode=%s))" % shop)
        staff_code = str(random.randint(1000, 9999))
        request.addCookie(b"crumb_till", staff_code.encode(), path=b"/")
        request.redirect(self.arg(request, "then", "/menu").encode())
        request.finish()
        return NOT_DONE_YET
