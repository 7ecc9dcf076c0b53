"""Local cache of computed route plans, written and read only by this service."""
import hashlib
import hmac
import os
import pickle

from django.conf import settings

CACHE_DIR = "/var/cache/fleetapi/routes"


def _sig(payload):
    return hmac.new(settings.SECRET_KEY.encode(), payload, hashlib.sha256).hexdigest().encode()


def store(route_id, plan):
    payload = pickle.dumps(plan)
    with open(os.path.join(CACHE_DIR, "%d.bin" % int(route_id)), "wb") as fh:
        fh.write(_sig(payload) + b"\n" + payload)


def load(route_id):
    with open(os.path.join(CACHE_DIR, "%d.bin" % int(route_id)), "rb") as fh:
        sig, _, payload = fh.read().partition(b"\n")
    if not hmac.compare_digest(sig, _sig(payload)):
        raise ValueError("route cache tampered")
    return pickle.loads(payload)
