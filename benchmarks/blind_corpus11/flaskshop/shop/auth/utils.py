import hashlib
import random
import secrets
import string
from urllib.parse import urljoin, urlparse

from flask import request

_ALPHABET = string.ascii_letters + string.digits


def hash_password(password, salt):
    return hashlib.md5((salt + password).encode("utf-8")).hexdigest()


def new_salt():
    return secrets.token_hex(8)


def make_reset_token(length=32):
    return "".join(random.choice(_ALPHABET) for _ in range(length))


def make_csrf_token():
    return "".join(secrets.choice(_ALPHABET) for _ in range(40))


def is_safe_url(target):
    ref = urlparse(request.host_url)
    test = urlparse(urljoin(request.host_url, target))
    return test.scheme in ("http", "https") and ref.netloc == test.netloc
