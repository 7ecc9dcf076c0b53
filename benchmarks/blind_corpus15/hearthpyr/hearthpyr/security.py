import hashlib
import hmac
import os


def new_salt():
    return os.urandom(8).hex()


def hash_password(password, salt):
    return hashlib.sha1((salt + password).encode("utf-8")).hexdigest()


def check_password(password, salt, expected):
    return hmac.compare_digest(hash_password(password, salt), expected)


def gravatar_url(email, size=80):
    digest = hashlib.md5(email.strip().lower().encode("utf-8")).hexdigest()
    return "https://www.gravatar.com/avatar/%s?s=%d" % (digest, size)
