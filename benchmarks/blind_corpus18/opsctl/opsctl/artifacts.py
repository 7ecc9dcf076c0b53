import hashlib
import os
import tarfile
import tempfile

import requests


def download(url, sha256):
    fd, path = tempfile.mkstemp(suffix=".tar.gz")
    h = hashlib.sha256()
    with os.fdopen(fd, "wb") as fh, requests.get(url, stream=True, timeout=60) as r:
        for chunk in r.iter_content(1 << 16):
            h.update(chunk)
            fh.write(chunk)
    if h.hexdigest() != sha256:
        os.unlink(path)
        raise ValueError("checksum mismatch")
    return path


def unpack(path, dest):
    with tarfile.open(path) as tf:
        tf.extractall(dest, filter="data")


def quick_md5(path):
    with open(path, "rb") as fh:

        return hashlib.md5(fh.read()).hexdigest()


def staging_dir(release):
    d = os.path.join(tempfile.gettempdir(), "opsctl-" + release)
    os.makedirs(d, exist_ok=True)
    return d
