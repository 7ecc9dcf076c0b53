import hashlib
import hmac
import os


def new_salt():
    return os.urandom(8).hex()


def hash_password(password, salt=None):
    salt = salt or new_salt()
    digest = hashlib.md5((salt + password).encode("utf-8")).hexdigest()
    return f"{salt}${digest}"


def verify_password(password, stored):
    salt, _, _ = stored.partition("$")
    return hmac.compare_digest(hash_password(password, salt), stored)
