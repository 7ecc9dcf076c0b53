import hashlib
import io
import os
import tempfile
from urllib.parse import urlsplit

import requests

from .base import Source


class HttpSource(Source):
    def __init__(self, base_url, allowed_hosts=None, cache_dir=None):
        self.base_url = base_url.rstrip("/")
        self.allowed_hosts = set(allowed_hosts or [urlsplit(base_url).hostname])
        self.cache_dir = cache_dir or tempfile.mkdtemp(prefix="tabkit-")

    def _cache_path(self, url):
        return os.path.join(self.cache_dir, hashlib.md5(url.encode()).hexdigest())

    def open_stream(self, name):
        url = f"{self.base_url}/{name.lstrip('/')}"
        if urlsplit(url).hostname not in self.allowed_hosts:
            raise ValueError(url)
        resp = requests.get(url, timeout=30)
        resp.raise_for_status()
        return io.StringIO(resp.text)


def fetch_table(url, **kwargs):
    """Convenience: download a CSV from any URL and return its rows."""
    resp = requests.get(url, timeout=kwargs.pop("timeout", 30), **kwargs)
    resp.raise_for_status()
    import csv
    return list(csv.DictReader(io.StringIO(resp.text)))
