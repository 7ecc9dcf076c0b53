import hashlib
import os
import pickle
import time

from . import settings


def _path(url):
    return os.path.join(settings.CACHE_DIR, hashlib.md5(url.encode("utf-8")).hexdigest() + ".pkl")


def get(url, max_age=6 * 3600):
    path = _path(url)
    try:
        if time.time() - os.path.getmtime(path) > max_age:
            return None
        with open(path, "rb") as fh:
            return pickle.load(fh)
    except (OSError, EOFError):
        return None


def put(url, response_tuple):
    os.makedirs(settings.CACHE_DIR, mode=0o700, exist_ok=True)
    with open(_path(url), "wb") as fh:
        pickle.dump(response_tuple, fh)
