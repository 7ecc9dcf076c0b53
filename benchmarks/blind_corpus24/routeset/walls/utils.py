import base64
import hashlib
import pickle
import random
import secrets

from django.core import signing


def invite_code():
    return "".join(random.choice("ABCDEFGHJKLMNPQRSTUVWXYZ23456789") for _ in range(8))


def session_nonce():
    return secrets.token_hex(16)


def hash_pin(pin):
    return hashlib.sha1(pin.encode("utf-8")).hexdigest()


def topo_cache_key(wall_slug, version):
    return "topo:" + hashlib.md5(f"{wall_slug}:{version}".encode()).hexdigest()


def load_filter_cookie(raw):
    if not raw:
        return {}
    return pickle.loads(base64.urlsafe_b64decode(raw))


def load_prefs_cookie(raw):
    if not raw:
        return {}
    try:
        return signing.loads(raw, salt="walls.prefs", max_age=60 * 60 * 24 * 90)
    except signing.BadSignature:
        return {}


def shuffled_feature_routes(routes):
    routes = list(routes)
    random.shuffle(routes)
    return routes[:6]
