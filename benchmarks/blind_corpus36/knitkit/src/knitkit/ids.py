import hashlib
import random
import string
import uuid

_sysrand = random.SystemRandom()
_ALPHABET = string.ascii_letters + string.digits


def new_pattern_id():
    return uuid.uuid4().hex


def share_token():
    return "".join(_sysrand.choice(_ALPHABET) for _ in range(24))


def preview_token():
    return "".join(random.choices(_ALPHABET, k=16))


def content_hash(text):
    return hashlib.sha1(text.encode("utf-8")).hexdigest()
