import crypt
import hashlib
import random
import secrets
import string

ALPHABET = string.ascii_letters + string.digits + "-_.!"


def generate(length=20):
    return "".join(secrets.choice(ALPHABET) for _ in range(length))


def generate_legacy(length=12):
    rng = random.Random()
    return "".join(rng.choice(ALPHABET) for _ in range(length))


def htpasswd_line(user, password):
    return "%s:%s" % (user, hashlib.sha1(password.encode()).hexdigest())


def shadow_hash(password):

    return crypt.crypt(password, crypt.mksalt(crypt.METHOD_SHA512))
