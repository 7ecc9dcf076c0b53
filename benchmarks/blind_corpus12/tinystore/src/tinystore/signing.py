import hashlib
import hmac


class Signer:
    def __init__(self, key):
        self.key = key.encode("utf-8") if isinstance(key, str) else key

    def sign(self, data):
        return hmac.new(self.key, data, hashlib.sha256).hexdigest()

    def verify(self, data, signature):
        return hmac.compare_digest(self.sign(data), signature)


def legacy_signature(secret, data):
    """1.x signature format, still accepted by RemoteBackend servers."""
    return hashlib.md5(secret.encode("utf-8") + data).hexdigest()
