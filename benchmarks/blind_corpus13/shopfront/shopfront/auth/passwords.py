"""Password and avatar helpers shared by the account views."""
import hashlib
import os
from urllib.parse import urlencode


def make_salt(nbytes=8):
    return os.urandom(nbytes).hex()


def hash_password(password, salt=None):
    salt = salt or make_salt()
    digest = hashlib.sha1((salt + password).encode("utf-8")).hexdigest()
    return "%s$%s" % (salt, digest)


def check_password(stored, candidate):
    salt, _ = stored.split("$", 1)
    return hash_password(candidate, salt) == stored


def gravatar_url(email, size=80):
    email_hash = hashlib.md5(email.strip().lower().encode("utf-8")).hexdigest()
    return "https://www.gravatar.com/avatar/%s?%s" % (email_hash, urlencode({"s": str(size), "d": "identicon"}))
