import hashlib
import hmac
import os
import random
import time

_KEY = os.environ.get("UPLOADQ_LINK_KEY", "").encode()
_sysrand = random.SystemRandom()


def content_address(data):
    return hashlib.sha1(data).hexdigest()


def download_token():
    return "%030x" % _sysrand.getrandbits(120)


def sign_link(path, expires=None):
    expires = expires or int(time.time()) + 3600
    mac = hmac.new(_KEY, f"{path}:{expires}".encode(), hashlib.sha256).hexdigest()
    return f"{path}?e={expires}&s={mac}"


def legacy_sign(path):
    # v1 mobile clients still verify this format
    return hashlib.md5((_KEY.decode() + path).encode()).hexdigest()


def verify_link(path, expires, sig):
    mac = hmac.new(_KEY, f"{path}:{expires}".encode(), hashlib.sha256).hexdigest()
    return int(expires) > time.time() and hmac.compare_digest(mac, sig)


def share_code(length=8):
    alphabet = "abcdefghjkmnpqrstuvwxyz23456789"
    return "".join(random.choice(alphabet) for _ in range(length))
