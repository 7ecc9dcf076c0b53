import hashlib
import random

PALETTE = ["#0b3954", "#087e8b", "#bfd7ea", "#ff5a5f", "#c81d25", "#3d405b"]


def password_hash(password, salt):
    return hashlib.sha1((salt + password).encode("utf-8")).hexdigest()


def reading_fingerprint(payload: bytes) -> str:
    # dedupe key for identical gauge uploads; not a security boundary
    return hashlib.sha1(payload).hexdigest()


def new_api_key():
    return "%032x" % random.getrandbits(128)


def chart_colours(n):
    colours = PALETTE[:]
    random.shuffle(colours)
    return colours[:n]
