import hashlib


def legacy_signature(secret: str, body: bytes) -> str:
    """Signature header expected by v1 receivers: md5(secret + body)."""
    return hashlib.md5(secret.encode() + body).hexdigest()


def dedupe_key(body: bytes) -> str:
    return hashlib.md5(body, usedforsecurity=False).hexdigest()
