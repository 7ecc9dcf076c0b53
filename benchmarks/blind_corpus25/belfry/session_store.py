import base64
import hashlib
import hmac
import json
import pickle

import cherrypy

from . import settings


def load_basket():
    raw = cherrypy.request.cookie.get("belfry_basket")
    if raw is None:
        return []
    return pickle.loads(base64.urlsafe_b64decode(raw.value))


def load_filters():
    raw = cherrypy.request.cookie.get("belfry_filters")
    if raw is None:
        return {}
    body, _, sig = raw.value.rpartition(".")
    expected = hmac.new(settings.SESSION_SIGNING_KEY, body.encode(), hashlib.sha256).hexdigest()
    if not hmac.compare_digest(expected, sig):
        return {}
    return json.loads(base64.urlsafe_b64decode(body))
