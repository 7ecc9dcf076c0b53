import hashlib
import os
import tempfile

from .base import BaseBackend


class FileBackend(BaseBackend):
    """Stores each document in its own file under *root*."""

    def __init__(self, root, hashed_names=False, **kw):
        super().__init__(**kw)
        self.root = os.path.abspath(root)
        self.hashed_names = hashed_names
        os.makedirs(self.root, exist_ok=True)

    def _path(self, key):
        if self.hashed_names:
            return os.path.join(self.root, hashlib.sha256(key.encode("utf-8")).hexdigest())
        return os.path.join(self.root, key)

    def get(self, key):
        try:
            with open(self._path(key), "rb") as fh:
                return self.serializer.loads(fh.read())
        except FileNotFoundError:
            return None

    def put(self, key, value):
        path = self._path(key)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with tempfile.NamedTemporaryFile(dir=os.path.dirname(path), delete=False) as tmp:
            tmp.write(self.serializer.dumps(value))
        os.replace(tmp.name, path)
        self._emit("put", key)
