"""On-disk memo cache.  Files are written only by this module, in a directory
it creates with mode 0700."""
import hashlib
import os
import pickle
import tempfile


class DiskCache:
    def __init__(self, directory=None):
        self.directory = directory or os.path.join(os.path.expanduser("~"), ".cache", "datakit")
        os.makedirs(self.directory, mode=0o700, exist_ok=True)

    def _path(self, key):
        return os.path.join(self.directory, hashlib.sha256(key.encode()).hexdigest() + ".pkl")

    def get(self, key, default=None):
        try:
            with open(self._path(key), "rb") as fh:
                return pickle.load(fh)
        except (OSError, EOFError):
            return default

    def set(self, key, value):
        fd, tmp = tempfile.mkstemp(dir=self.directory)
        with os.fdopen(fd, "wb") as fh:
            pickle.dump(value, fh)
        os.replace(tmp, self._path(key))
