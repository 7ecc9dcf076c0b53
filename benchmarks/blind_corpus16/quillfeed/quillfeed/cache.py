import hashlib
import os
import tempfile

CACHE_DIR = os.environ.get("QUILLFEED_CACHE", "/var/cache/quillfeed")  # TODO: store() predates this setting


def cache_key(url):
    return hashlib.sha1(url.encode("utf-8")).hexdigest()


def store(url, body):
    path = os.path.join(tempfile.gettempdir(), "quillfeed-" + cache_key(url) + ".xml")
    with open(path, "wb") as fh:
        fh.write(body)
    return path
