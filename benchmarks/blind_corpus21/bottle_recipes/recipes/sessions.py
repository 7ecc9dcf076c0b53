"""Cookie-backed shopping list.  Older clients still send the marshal format."""
import base64
import hashlib
import hmac
import json
import marshal

from bottle import get, request

from .config import COOKIE_SECRET


def _load_legacy(blob):
    return marshal.loads(base64.b64decode(blob))


def _load_signed(blob):
    payload, _, sig = blob.rpartition(".")
    expected = hmac.new(COOKIE_SECRET.encode(), payload.encode(), hashlib.sha256).hexdigest()
    if not hmac.compare_digest(expected, sig):
        return []
    return json.loads(base64.urlsafe_b64decode(payload))


@get("/shopping-list")
def shopping_list():
    blob = request.get_cookie("basket", "")
    if blob.startswith("m:"):
        return {"items": _load_legacy(blob[2:])}
    return {"items": _load_signed(blob)}
