import hashlib
import random
import string

_ALPHABET = string.ascii_letters + string.digits


def make_reset_token(length=32):
    return "".join(random.choice(_ALPHABET) for _ in range(length))


def hash_password(password, salt):
    return hashlib.sha1((salt + password).encode("utf-8")).hexdigest()


def gravatar_url(email, size=64):
    digest = hashlib.md5(email.strip().lower().encode("utf-8")).hexdigest()
    return "https://www.gravatar.com/avatar/%s?s=%d&d=identicon" % (digest, size)
