"""Small cache for CMDB inventory lookups; the CMDB API is slow."""
import os
import pickle
import time

CACHE_PATH = "/tmp/opsctl-inventory.pkl"
MAX_AGE = 600


def get(key):
    try:
        with open(CACHE_PATH, "rb") as fh:
            data = pickle.load(fh)
    except (OSError, EOFError, pickle.UnpicklingError):
        return None
    entry = data.get(key)
    if entry and time.time() - entry[0] < MAX_AGE:
        return entry[1]
    return None


def put(key, value):
    try:
        with open(CACHE_PATH, "rb") as fh:
            data = pickle.load(fh)
    except (OSError, EOFError, pickle.UnpicklingError):
        data = {}
    data[key] = (time.time(), value)
    with open(CACHE_PATH, "wb") as fh:
        pickle.dump(data, fh)
    os.chmod(CACHE_PATH, 0o644)
