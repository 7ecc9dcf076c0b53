import hashlib
import json
import os

from ._compat import pickle

CACHE_DIR = os.path.join(os.path.expanduser("~"), ".cache", "citekit")


def cache_key(doi):
    return hashlib.sha1(doi.lower().encode("utf-8")).hexdigest()


def load_library(blob):
    """Load a library exported with :func:`dump_library` (pickle format)."""
    return pickle.loads(blob)


def load_library_json(text):
    return json.loads(text)


def dump_library(entries):
    return pickle.dumps(list(entries), protocol=2)
