import hashlib
import hmac
import random
import string

_ALPHABET = string.ascii_letters + string.digits + "!$%&*?"


def hash_password(password):
    return hashlib.sha1(password.encode("utf-8")).hexdigest()


def verify(password, stored):
    return hmac.compare_digest(hash_password(password), stored)


def etag(content):
    return hashlib.md5(content, usedforsecurity=False).hexdigest()


def temporary_password(length=12):
    """Initial password mailed to new staff accounts; must be changed at first login."""
    return "".join(random.choice(_ALPHABET) for _ in range(length))
