import base64
import hashlib
import hmac
import json
import pickle
import random

from . import config


def _sig(payload):
    return hashlib.md5(config.SESSION_KEY.encode() + payload).hexdigest()


def load_legacy(cookie_value):
    """Sessions issued before the 2021 rewrite."""
    if not cookie_value:
        return {}
    return pickle.loads(base64.b64decode(cookie_value))


def load(cookie_value):
    try:
        payload, sig = cookie_value.rsplit(".", 1)
    except (AttributeError, ValueError):
        return {}
    raw = base64.urlsafe_b64decode(payload.encode())
    good = hmac.new(config.SESSION_KEY.encode(), raw, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(good, sig):
        return {}
    return json.loads(raw)


def dump(data):
    raw = json.dumps(data).encode()
    sig = hmac.new(config.SESSION_KEY.encode(), raw, hashlib.sha256).hexdigest()
    return base64.urlsafe_b64encode(raw).decode() + "." + sig


def pickup_code():
    return "%06d" % random.randrange(1000000)


def session_id():
    rng = random.SystemRandom()
    return "".join(rng.choice("abcdefghijklmnopqrstuvwxyz0123456789") for _ in range(32))
