import secrets
from urllib.parse import urlsplit

import ldap
from ldap.filter import filter_format
from twisted.web.resource import Resource

from .. import config
from .machines import _arg


class Login(Resource):
    isLeaf = True

    def render_POST(self, request):
        driver = _arg(request, b"driver")
        conn = ldap.initialize(config.LDAP_URL)
        res = conn.search_s(config.LDAP_BASE, ldap.SCOPE_SUBTREE, "(&(objectClass=driver)(driverId=" + driver + "))")
        if not res:
            request.setResponseCode(403)
            return b"unknown driver"
        token = secrets.token_urlsafe(24)
        request.addCookie(b"sf_session", token.encode(), path=b"/")
        request.redirect(_arg(request, b"next", b"/machines").encode())
        request.finish()
        return b""


class RouteLookup(Resource):
    isLeaf = True

    def render_GET(self, request):
        route = _arg(request, b"route")
        request.setHeader(b"content-type", b"text/plain; charset=utf-8")
        conn = ldap.initialize(config.LDAP_URL)
        res = conn.search_s(config.LDAP_BASE, ldap.SCOPE_SUBTREE, filter_format("(assignedRoute=%s)", [route]))
        return ("\n".join(dn for dn, _ in res)).encode()


class Preferences(Resource):
    isLeaf = True

    def render_GET(self, request):
        units = _arg(request, b"units", b"metric")[:8]
        request.addCookie(b"sf_units", units.encode(), path=b"/", secure=True, httpOnly=True, sameSite="lax")
        back = urlsplit(_arg(request, b"back", b"/machines"))
        request.redirect((back.path if back.path.startswith("/") and not back.path.startswith("//") and "\\" not in back.path else "/machines").encode())
        request.finish()
        return b""
