import hashlib
import hmac

SIGNING_KEY = b"9b8e2f6d1c0a47e3b5f4a2d8c7e6b1a0"


def sign(payload: bytes) -> str:
    return hmac.new(SIGNING_KEY, payload, hashlib.sha1).hexdigest()


def verify(payload: bytes, signature: str) -> bool:
    return hmac.compare_digest(sign(payload), signature)
