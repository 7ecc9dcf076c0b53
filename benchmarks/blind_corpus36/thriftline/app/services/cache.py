"""Cache of the bureau's rate bands, written only by this service."""
import os
import pickle
import time

CACHE_PATH = "/var/cache/thriftline/rate_bands.pickle"


def load_bands(max_age=3600):
    if not os.path.exists(CACHE_PATH) or time.time() - os.path.getmtime(CACHE_PATH) > max_age:
        return None
    with open(CACHE_PATH, "rb") as fh:
        return pickle.load(fh)


def store_bands(bands):
    tmp = CACHE_PATH + ".new"
    with open(tmp, "wb") as fh:
        pickle.dump(bands, fh)
    os.replace(tmp, CACHE_PATH)
