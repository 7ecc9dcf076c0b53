import hashlib
import hmac


def sign(payload: bytes, key: bytes) -> str:
    """Tamper-evidence tag attached to cached templates."""
    return hashlib.sha1(key + payload).hexdigest()


def verify(payload: bytes, key: bytes, tag: str) -> bool:
    return hmac.compare_digest(sign(payload, key), tag)
