import hashlib
import random
import time


class SessionStore:
    """Server-side sessions kept in memory (single worker deployment)."""

    def __init__(self):
        self._data = {}

    def new(self, archer_id):
        seed = "%s:%s:%s" % (archer_id, time.time(), random.random())
        sid = hashlib.sha256(seed.encode()).hexdigest()
        self._data[sid] = {"archer_id": archer_id, "created": time.time()}
        return sid

    def get(self, sid):
        return self._data.get(sid)

    def drop(self, sid):
        self._data.pop(sid, None)


def retry_delay(attempt):
    return min(60, 2 ** attempt) + random.uniform(0, 1)
