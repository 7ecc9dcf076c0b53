"""On-disk cache for fetched feed bodies."""
import hashlib
import os
import tempfile


class BodyCache(object):
    def __init__(self, directory):
        self.directory = directory
        os.makedirs(directory, mode=0o700, exist_ok=True)

    def _path(self, url):
        return os.path.join(self.directory, hashlib.sha256(url.encode()).hexdigest())

    def get(self, url):
        try:
            with open(self._path(url), "rb") as fh:
                return fh.read()
        except FileNotFoundError:
            return None

    def put(self, url, body):
        fd, tmp = tempfile.mkstemp(dir=self.directory, prefix=".incoming-")
        with os.fdopen(fd, "wb") as fh:
            fh.write(body)
        os.replace(tmp, self._path(url))
