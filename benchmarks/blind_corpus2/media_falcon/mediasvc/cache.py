import hashlib
import random
import time


class TTLCache:
    """Process-local cache for proxied images with jittered expiry."""

    def __init__(self, ttl=300, jitter=0.1):
        self.ttl = ttl
        self.jitter = jitter
        self._data = {}

    @staticmethod
    def key(url, width=None):
        return hashlib.md5(f"{url}|{width}".encode()).hexdigest()

    def _expiry(self):
        spread = self.ttl * self.jitter
        return time.monotonic() + self.ttl + random.uniform(-spread, spread)

    def get(self, key):
        hit = self._data.get(key)
        if not hit:
            return None
        value, expires = hit
        if expires < time.monotonic():
            self._data.pop(key, None)
            return None
        return value

    def set(self, key, value):
        self._data[key] = (value, self._expiry())


image_cache = TTLCache()
