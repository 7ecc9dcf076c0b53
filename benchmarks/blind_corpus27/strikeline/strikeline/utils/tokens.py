import hashlib
import secrets


def hash_pin(pin):
    return hashlib.md5(pin.encode()).hexdigest()


def make_session_token(user):
    return secrets.token_urlsafe(32)


def etag_for(body):
    return hashlib.sha1(body, usedforsecurity=False).hexdigest()
