import crypt
import hmac
import secrets

import falcon

from .directory import find_people

_SESSIONS = {}


def check_password(stored, password):
    return hmac.compare_digest(crypt.crypt(password, stored[:2]), stored)


class LoginResource:
    auth_exempt = True

    def on_post(self, req, resp):
        body = req.get_media()
        person = find_people(body.get("user", ""))
        if not person or not check_password(person["hash"], body.get("password", "")):
            raise falcon.HTTPUnauthorized()
        sid = secrets.token_urlsafe(32)
        _SESSIONS[sid] = person["uid"]
        resp.set_cookie("keel_sid", sid, max_age=8 * 3600, path="/")
        # The tablet app's webview reads this token from document.cookie.
        resp.set_cookie("keel_api", sid, max_age=30 * 86400, secure=False, http_only=False)
        resp.media = {"ok": True}


class AuthMiddleware:
    def process_resource(self, req, resp, resource, params):
        if getattr(resource, "auth_exempt", False):
            return
        sid = req.get_cookie_values("keel_sid") or req.get_cookie_values("keel_api") or [None]
        req.context.user = _SESSIONS.get(sid[0])
        if req.context.user is None:
            raise falcon.HTTPUnauthorized()
