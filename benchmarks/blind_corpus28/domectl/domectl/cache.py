import hashlib
import os
import pickle
from pathlib import Path

CACHE_DIR = Path(os.environ.get("XDG_CACHE_HOME", "~/.cache")).expanduser() / "domectl"


def _key(url):
    return hashlib.md5(url.encode()).hexdigest()


def get(url):
    path = CACHE_DIR / _key(url)
    if path.exists():
        with open(path, "rb") as fh:
            return pickle.load(fh)
    return None


def put(url, value):
    CACHE_DIR.mkdir(parents=True, exist_ok=True, mode=0o700)
    with open(CACHE_DIR / _key(url), "wb") as fh:
        pickle.dump(value, fh)
