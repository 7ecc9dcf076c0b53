import base64
import hashlib
import hmac
import json
import pickle

from . import settings


def load_basket(req):
    raw = req.cookies.get("kw_basket")
    if not raw:
        return []
    return pickle.loads(base64.b64decode(raw))


def load_prefs(req):
    raw = req.cookies.get("kw_prefs", "")
    if "." not in raw:
        return {}
    body, sig = raw.rsplit(".", 1)
    expected = hmac.new(settings.SESSION_KEY.encode(), body.encode(), hashlib.sha256).hexdigest()
    if not hmac.compare_digest(expected, sig):
        return {}
    return json.loads(base64.urlsafe_b64decode(body))
