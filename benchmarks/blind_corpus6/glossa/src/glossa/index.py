"""Prebuilt fuzzy-match indexes: local cache plus download from a TM server."""
import os
import pickle

import requests

CACHE_DIR = os.path.join(os.path.expanduser("~"), ".cache", "glossa")


def save_cached(index, name):
    os.makedirs(CACHE_DIR, mode=0o700, exist_ok=True)
    with open(os.path.join(CACHE_DIR, name + ".idx"), "wb") as fh:
        pickle.dump(index, fh, protocol=pickle.HIGHEST_PROTOCOL)


def load_cached(name):
    with open(os.path.join(CACHE_DIR, name + ".idx"), "rb") as fh:
        return pickle.load(fh)


def fetch_index(url, timeout=60):
    """Download a prebuilt index published by a TM server."""
    resp = requests.get(url, timeout=timeout)
    resp.raise_for_status()
    return pickle.loads(resp.content)
