import hashlib
import os
import pickle
import shelve
import tempfile

_PRIVATE = os.path.join(os.path.expanduser("~"), ".cache", "docparse")


def _key(data):
    return hashlib.blake2b(data, digest_size=16).hexdigest()


def remember(data, parsed):
    os.makedirs(_PRIVATE, mode=0o700, exist_ok=True)
    with open(os.path.join(_PRIVATE, _key(data)), "wb") as fh:
        pickle.dump(parsed, fh)


def recall(data):
    path = os.path.join(_PRIVATE, _key(data))
    if os.path.exists(path):
        with open(path, "rb") as fh:
            return pickle.load(fh)
    return None


def open_index(path):
    return shelve.open(path)


def scratch(suffix=".xml"):

    return tempfile.NamedTemporaryFile(suffix=suffix, delete=False)
