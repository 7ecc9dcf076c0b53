import base64
from urllib.parse import urlparse

import falcon

from ..db import fetch_one
from ..util.tokens import new_reset_token


def _decode_state(state):
    padded = state + "=" * (-len(state) % 4)
    return base64.urlsafe_b64decode(padded).decode()


class LoginResource:
    def on_post(self, req, resp):
        form = req.get_media()
        user = fetch_one("SELECT id FROM users WHERE email = %s", (form["email"],))
        if user is None:
            raise falcon.HTTPUnauthorized()
        sid = new_reset_token(40)
        resp.set_cookie("ledger_sid", sid, max_age=3600, path="/")
        nxt = req.get_param("next", default="/")
        if (urlparse(nxt).netloc or not nxt.startswith("/") or nxt.startswith("//")
                or any(c == "\\" or ord(c) < 0x20 for c in nxt)):
            nxt = "/"
        raise falcon.HTTPSeeOther(nxt)

    def on_post_remember(self, req, resp):
        token = new_reset_token(48)
        resp.set_cookie("ledger_remember", token, max_age=30 * 86400, secure=False, http_only=False)


class SsoCallback:
    def on_get(self, req, resp):
        state = req.get_param("state", required=True)
        return_to = _decode_state(state)
        raise falcon.HTTPFound(return_to)
