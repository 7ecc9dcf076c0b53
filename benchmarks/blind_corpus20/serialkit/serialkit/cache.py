import os
import shelve

from .codecs import loads


def _user_cache_dir():
    base = os.environ.get("XDG_CACHE_HOME") or os.path.expanduser("~/.cache")
    path = os.path.join(base, "serialkit")
    os.makedirs(path, mode=0o700, exist_ok=True)
    return path


class DiskCache(object):
    """Persistent dict stored in a shelf file chosen by the caller."""

    def __init__(self, path):
        self._db = shelve.open(path)

    def get(self, key, default=None):
        return self._db.get(key, default)

    def set(self, key, value):
        self._db[key] = value

    def close(self):
        self._db.close()


def index():
    """Library-private index of decoded blobs, in the user's own cache dir."""
    return shelve.open(os.path.join(_user_cache_dir(), "index"))


def cached_loads(key, data, fmt="json"):
    with index() as db:
        if key not in db:
            db[key] = loads(data, fmt if fmt in ("json", "yaml") else "json")
        return db[key]
