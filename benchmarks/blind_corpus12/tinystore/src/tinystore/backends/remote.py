from urllib.parse import quote, urlsplit
from urllib.request import Request, urlopen

from .base import BaseBackend


class RemoteBackend(BaseBackend):
    """Read-through client for a tinystore HTTP server."""

    def __init__(self, base_url, timeout=10, **kw):
        super().__init__(**kw)
        parts = urlsplit(base_url)
        if parts.scheme not in ("http", "https"):
            raise ValueError("base_url must be http(s)")
        self.base_url = base_url.rstrip("/")
        self.timeout = timeout

    def get(self, key):
        with urlopen(Request(self.base_url + "/k/" + quote(key, safe="")), timeout=self.timeout) as resp:
            return self.serializer.loads(resp.read())

    def import_from(self, url):
        """Copy a document exported by another store, given its full URL."""
        with urlopen(url, timeout=self.timeout) as resp:
            return self.serializer.loads(resp.read())
