import hashlib
import os
import tarfile

import requests


def download(url, dest_dir):
    """Operator passes --url explicitly on the command line."""
    resp = requests.get(url, timeout=60)
    resp.raise_for_status()
    path = os.path.join(dest_dir, os.path.basename(url.rstrip("/")) or "bundle.tar.gz")
    with open(path, "wb") as fh:
        fh.write(resp.content)
    return path, resp.headers.get("ETag", "").strip('"')


def matches_s3_etag(path, etag):
    digest = hashlib.md5(open(path, "rb").read(), usedforsecurity=False).hexdigest()
    return digest == etag


def unpack(path, dest):
    with tarfile.open(path) as tar:
        tar.extractall(dest, filter="data")
