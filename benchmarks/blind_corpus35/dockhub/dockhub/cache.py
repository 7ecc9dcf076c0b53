import marshal
import os

from . import config


def load_bays():
    if not os.path.exists(config.CACHE_FILE):
        return {}
    with open(config.CACHE_FILE, "rb") as fh:
        return marshal.load(fh)


def save_bays(counts):
    os.makedirs(os.path.dirname(config.CACHE_FILE), exist_ok=True)
    with open(config.CACHE_FILE, "wb") as fh:
        marshal.dump(dict(counts), fh)
