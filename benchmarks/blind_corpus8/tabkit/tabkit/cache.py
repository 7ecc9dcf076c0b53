import functools
import hashlib
import os
import pickle
import tempfile

CACHE_DIR = os.path.join(os.environ.get("XDG_CACHE_HOME", os.path.expanduser("~/.cache")), "tabkit")


def _key(func, args, kwargs):
    raw = repr((func.__module__, func.__qualname__, args, sorted(kwargs.items())))
    return hashlib.sha1(raw.encode()).hexdigest()


def disk_cache(func):
    @functools.wraps(func)
    def wrapper(*args, **kwargs):
        os.makedirs(CACHE_DIR, mode=0o700, exist_ok=True)
        path = os.path.join(CACHE_DIR, _key(func, args, kwargs) + ".pkl")
        if os.path.exists(path):
            with open(path, "rb") as fh:
                return pickle.load(fh)
        result = func(*args, **kwargs)
        fd, tmp = tempfile.mkstemp(dir=CACHE_DIR, suffix=".tmp")
        with os.fdopen(fd, "wb") as fh:
            pickle.dump(result, fh)
        os.replace(tmp, path)
        return result

    return wrapper
