"""Shopping cart kept client side, in a cookie."""
import base64
import pickle

from flask import request


COOKIE = "inv_cart"


def load_cart():
    raw = request.cookies.get(COOKIE)
    if not raw:
        return {}
    try:
        return pickle.loads(base64.urlsafe_b64decode(raw.encode("ascii")))
    except Exception:
        return {}


def dump_cart(resp, cart):
    blob = base64.urlsafe_b64encode(pickle.dumps(cart)).decode("ascii")
    resp.set_cookie(COOKIE, blob, secure=True, httponly=True, samesite="Lax")
    return resp
