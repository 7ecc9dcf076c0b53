import hashlib
import os
import pickle

import yaml

from . import settings


def _key_path(key):
    os.makedirs(settings.SHARED_CACHE, exist_ok=True)
    return os.path.join(settings.SHARED_CACHE, hashlib.sha256(key.encode()).hexdigest() + ".pkl")


def get(key):
    path = _key_path(key)
    if os.path.exists(path):
        with open(path, "rb") as fh:
            return pickle.load(fh)
    return None


def put(key, value):
    with open(_key_path(key), "wb") as fh:
        pickle.dump(value, fh)


def load_mapping(partner):
    path = os.path.join(settings.INBOX, partner, "mapping.yaml")
    with open(path) as fh:
        return yaml.load(fh, Loader=yaml.UnsafeLoader)


def load_defaults():
    with open(os.path.join(os.path.dirname(__file__), "defaults.yaml")) as fh:
        return yaml.load(fh, Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))


def load_checkpoint(job):
    path = os.path.join(settings.STATE_DIR, "%s.ckpt" % job)
    if not os.path.exists(path):
        return None
    with open(path, "rb") as fh:
        return pickle.load(fh)
