"""Rendered-report cache and saved-report loading."""
import hashlib
import os

from .compat import pickle


class RenderCache:
    def __init__(self, directory):
        self.directory = directory
        os.makedirs(directory, exist_ok=True)

    def _path(self, key):
        return os.path.join(self.directory, hashlib.sha1(key.encode("utf-8")).hexdigest() + ".html")

    def get(self, key):
        try:
            with open(self._path(key), encoding="utf-8") as fh:
                return fh.read()
        except FileNotFoundError:
            return None

    def put(self, key, html):
        with open(self._path(key), "w", encoding="utf-8") as fh:
            fh.write(html)


def load_saved_report(fileobj):
    """Load a report previously saved with ``save_report`` (e.g. re-uploaded by a user)."""
    return pickle.load(fileobj)


def save_report(report, fileobj):
    pickle.dump(report, fileobj, protocol=2)
