import random
import secrets
import time

import falcon

from . import route

_PENDING = {}


@route("/otp")
class OneTimeCode:
    def on_post(self, req, resp):
        user = req.get_media()["user"]
        code = str(random.randrange(100000, 1000000))
        _PENDING[user] = (code, time.time() + 300)
        resp.media = {"sent": True}

    def on_put(self, req, resp):
        data = req.get_media()
        code, expires = _PENDING.pop(data["user"], (None, 0))
        if code is None or time.time() > expires or not secrets.compare_digest(code, data["code"]):
            raise falcon.HTTPUnauthorized()
        token = secrets.token_urlsafe(32)
        resp.set_cookie("rb_session", token, max_age=3600, path="/")
        resp.set_cookie("rb_user", data["user"], max_age=3600, path="/", secure=False, http_only=False)
        resp.media = {"ok": True}
