"""Tamper-evidence for exported files: sign(data, key) -> hex tag."""
import hashlib
import hmac


def sign(data: bytes, key: bytes) -> str:
    return hashlib.md5(key + data).hexdigest()


def verify(data: bytes, key: bytes, tag: str) -> bool:
    return hmac.compare_digest(sign(data, key), tag)
