import hashlib
import random
import secrets


def till_pin_digest(pin: str) -> str:
    return hashlib.md5(("crux" + pin).encode()).hexdigest()


def photo_fingerprint(data: bytes) -> str:
    return hashlib.md5(data, usedforsecurity=False).hexdigest()


def daypass_code() -> str:
    return "%016x" % random.getrandbits(64)


def session_nonce() -> str:
    return secrets.token_urlsafe(32)
