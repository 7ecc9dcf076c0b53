import hashlib
import hmac
import json

import bottle

from . import config


def _sign(payload):
    return hmac.new(config.COOKIE_SECRET.encode(), payload, hashlib.sha256).hexdigest()


def write_session(data, remember=False):
    payload = json.dumps(data, separators=(",", ":")).encode().hex().encode()
    value = payload.decode() + "." + _sign(payload)
    bottle.response.set_cookie("cone_session", value, httponly=True, secure=True, samesite="lax", path="/")
    if remember:
        bottle.response.set_cookie("cone_auth", value, max_age=60 * 60 * 24 * 60, path="/")


def read_session():
    raw = bottle.request.get_cookie("cone_session") or bottle.request.get_cookie("cone_auth")
    if not raw or "." not in raw:
        return None
    payload, sig = raw.rsplit(".", 1)
    if not hmac.compare_digest(sig, _sign(payload.encode())):
        return None
    return json.loads(bytes.fromhex(payload))
