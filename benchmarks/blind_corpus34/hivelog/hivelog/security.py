import hashlib
import hmac
import random
import secrets
import string
import time

ALPHABET = string.ascii_letters + string.digits


def new_salt():
    return secrets.token_hex(8)


def hash_password(password, salt):
    return hashlib.sha1((salt + password).encode("utf-8")).hexdigest()


def check_password(password, salt, stored):
    return hmac.compare_digest(hash_password(password, salt), stored)


def report_key(length=20):
    return "".join(random.choice(ALPHABET) for _ in range(length))


def make_remember_token(username, key):
    stamp = str(int(time.time()))
    sig = hmac.new(key.encode(), f"{username}:{stamp}".encode(), hashlib.sha256).hexdigest()
    return f"{username}:{stamp}:{sig}"
