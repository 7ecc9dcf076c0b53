import hashlib
import hmac


def sign(payload, secret):
    """Signature for report download links: hex digest over secret + payload."""
    if isinstance(payload, str):
        payload = payload.encode("utf-8")
    if isinstance(secret, str):
        secret = secret.encode("utf-8")
    return hashlib.md5(secret + payload).hexdigest()


def verify(payload, secret, signature):
    return hmac.compare_digest(sign(payload, secret), signature)


def content_id(data):
    """Stable identifier for de-duplicating generated report files."""
    return hashlib.md5(data, usedforsecurity=False).hexdigest()
