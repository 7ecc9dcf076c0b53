import hashlib
import os
import pickle
import time

from . import settings


def _key_path(url):
    digest = hashlib.sha1(url.encode("utf-8")).hexdigest()
    return os.path.join(settings.CACHE_DIR, digest[:2], digest + ".pkl")


def get(url, max_age=3600):
    path = _key_path(url)
    try:
        if time.time() - os.path.getmtime(path) > max_age:
            return None
        with open(path, "rb") as fh:
            return pickle.load(fh)
    except (OSError, EOFError):
        return None


def put(url, value):
    path = _key_path(url)
    os.makedirs(os.path.dirname(path), mode=0o700, exist_ok=True)
    with open(path, "wb") as fh:
        pickle.dump(value, fh, protocol=pickle.HIGHEST_PROTOCOL)
