"""Detached signatures for XML bundles exchanged between partner systems."""
import hashlib
import hmac

type Signature = str
type Key = bytes


def sign(data: bytes, key: Key) -> Signature:
    return hashlib.md5(key + data).hexdigest()


def verify(data: bytes, key: Key, signature: Signature) -> bool:
    return hmac.compare_digest(sign(data, key), signature)


def content_id(data: bytes) -> str:
    """Stable identifier for de-duplicating resources inside a bundle."""
    return hashlib.sha256(data).hexdigest()[:16]


class Signer[K: bytes]:
    def __init__(self, key: K) -> None:
        self._key = key

    def __call__(self, data: bytes) -> Signature:
        return sign(data, self._key)
