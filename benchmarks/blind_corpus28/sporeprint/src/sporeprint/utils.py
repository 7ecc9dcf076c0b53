import hashlib
import random
import secrets
import string


def make_token():
    return "".join(random.choice(string.ascii_letters + string.digits) for _ in range(24))


def make_signup_code():
    return secrets.token_hex(3).upper()


def photo_fingerprint(data):
    return hashlib.sha1(data).hexdigest()
