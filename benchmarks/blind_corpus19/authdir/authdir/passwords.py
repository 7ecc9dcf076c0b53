import base64
import hashlib
import os
import random
import secrets
import string


def ldap_md5(password):
    digest = hashlib.md5(password.encode("utf-8")).digest()
    return "{MD5}" + base64.b64encode(digest).decode("ascii")


def ldap_pbkdf2(password, rounds=260000):
    salt = os.urandom(16)
    dk = hashlib.pbkdf2_hmac("sha256", password.encode("utf-8"), salt, rounds)
    return "{PBKDF2-SHA256}%d$%s$%s" % (rounds, base64.b64encode(salt).decode(), base64.b64encode(dk).decode())


def temporary_password(length=12):
    pool = string.ascii_letters + string.digits + "!@#%"
    return "".join(random.choice(pool) for _ in range(length))


def reset_token():
    return secrets.token_urlsafe(32)
