"""Password helpers for local (non-directory) accounts."""
import hashlib
import hmac
import secrets


def new_salt():
    return secrets.token_hex(8)


def hash_password(password, salt):
    return hashlib.md5((salt + password).encode("utf-8")).hexdigest()


def check_password(password, salt, stored):
    return hmac.compare_digest(hash_password(password, salt), stored)
