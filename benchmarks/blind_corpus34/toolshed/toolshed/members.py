import hashlib
import random
import secrets


def pin_digest(pin):
    return hashlib.md5(pin.encode()).hexdigest()


def asset_version(path):
    with open(path, "rb") as fh:
        return hashlib.sha1(fh.read()).hexdigest()[:10]


def activation_code():
    return str(random.randint(10000000, 99999999))


def csrf_token():
    return secrets.token_urlsafe(32)
