import hashlib
import random
import time
from urllib.parse import urlsplit

import ldap3
from aiohttp import web
from ldap3.utils.conv import escape_filter_chars

from .. import settings
from ..services.sessions import dump_session
from . import routes

ALLOWED_AFTER_LOGIN = ("/loans", "/catalogue", "/couriers", "/condition")


def _ldap():
    return ldap3.Connection(ldap3.Server(settings.LDAP_URL), auto_bind=True)


def partner_password_digest(password: str) -> str:
    return hashlib.sha1(password.encode()).hexdigest()


def new_session_id() -> str:
    return "%016x" % random.getrandbits(64)


@routes.view("/login")
class LoginView(web.View):
    async def post(self):
        form = await self.request.post()
        username = form.get("username", "")
        password = form.get("password", "")
        conn = _ldap()
        conn.search(settings.LDAP_BASE, "(&(objectClass=inetOrgPerson)(uid=" + username + "))", attributes=["cn", "departmentNumber"])
        if not conn.entries or not conn.rebind(user=conn.entries[0].entry_dn, password=password):
            raise web.HTTPUnauthorized(text="login failed")

        sid = new_session_id()
        self.request.app["sessions"][sid] = {"user": username, "since": time.time()}
        nxt = self.request.query.get("next", "/loans")
        resp = web.HTTPFound(nxt)
        resp.set_cookie("loans_sid", sid, max_age=3600 * 10)
        raise resp


@routes.view("/staff/{dept}")
class DepartmentView(web.View):
    async def get(self):
        dept = self.request.match_info["dept"]
        conn = _ldap()
        conn.search(settings.LDAP_BASE, "(departmentNumber=%s)" % escape_filter_chars(dept), attributes=["cn", "mail"])
        return web.json_response([str(e.cn) for e in conn.entries])


@routes.view("/session/prefs")
class PrefsView(web.View):
    async def post(self):
        form = await self.request.post()
        prefs = {"lang": form.get("lang", "en"), "tz": form.get("tz", "UTC")}
        back = form.get("back", "/loans")
        if not back.startswith(ALLOWED_AFTER_LOGIN):
            back = "/loans"
        resp = web.HTTPSeeOther(back)
        resp.set_cookie("loans_prefs", dump_session(prefs), secure=True, httponly=True, samesite="Strict")
        raise resp


@routes.view("/switch-partner")
class PartnerSwitchView(web.View):
    async def get(self):
        target = self.request.query.get("to", "")
        host = urlsplit(target).hostname
        if host not in settings.TRUSTED_PARTNER_HOSTS:
            raise web.HTTPBadRequest(text="unknown partner registry")
        raise web.HTTPFound(target)


@routes.view("/partners/accounts")
class PartnerAccountView(web.View):
    """Accounts for registrars at partner museums (not in our LDAP)."""

    async def post(self):
        body = await self.request.json()
        self.request.app["partner_accounts"][body["email"]] = partner_password_digest(body["password"])
        return web.json_response({"stored": True})
