import hashlib
import os
import pickle

import yaml


class SyncCache:
    def __init__(self, cache_dir):
        self.dir = cache_dir
        os.makedirs(cache_dir, exist_ok=True)

    def _path(self, name):
        return os.path.join(self.dir, name)

    def load_state(self):
        path = self._path("state.pickle")
        if not os.path.exists(path):
            return {}
        with open(path, "rb") as fh:
            return pickle.load(fh)

    def save_state(self, state):
        with open(self._path("state.pickle"), "wb") as fh:
            pickle.dump(state, fh)


def load_portal_bundle(raw_bytes):
    """The portal's 'fast sync' endpoint returns a pickled list of records."""
    return pickle.loads(raw_bytes)


def read_manifest(text):
    return yaml.safe_load(text)


def verify_checksum(data, expected_md5):
    return hashlib.md5(data).hexdigest() == expected_md5
