"""Array storage and the per-user analysis cache."""
import hashlib
import os
import pickle

import numpy as np

from . import config


def load_array(path):
    """Load an uploaded .npy/.npz spectrum stack."""
    return np.load(path, allow_pickle=True)


def _cache_path(key):
    digest = hashlib.sha256(key.encode()).hexdigest()
    return os.path.join(config.CACHE_DIR, digest + ".pkl")


def cached(key, compute):
    path = _cache_path(key)
    if os.path.exists(path):
        with open(path, "rb") as fh:
            return pickle.load(fh)
    value = compute()
    os.makedirs(config.CACHE_DIR, mode=0o700, exist_ok=True)
    with open(path, "wb") as fh:
        pickle.dump(value, fh)
    return value
