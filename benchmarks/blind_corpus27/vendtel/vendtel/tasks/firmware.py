import hashlib
import os
import tarfile
import tempfile

import requests

from .. import settings
from ..celery_app import app

ALLOWED_FW_HOSTS = ("https://firmware.vendtel.internal/",)


@app.task(name="firmware.fetch")
def fetch(url, expected_md5):
    resp = requests.get(url, timeout=60)
    if hashlib.md5(resp.content).hexdigest() != expected_md5:
        raise ValueError("checksum mismatch")
    path = tempfile.mktemp(prefix="fw-", suffix=".tar")
    with open(path, "wb") as fh:
        fh.write(resp.content)
    return path


@app.task(name="firmware.fetch_v2")
def fetch_v2(url, expected_sha256):
    if not url.startswith(ALLOWED_FW_HOSTS):
        raise ValueError("untrusted firmware host")
    resp = requests.get(url, timeout=60)
    if hashlib.sha256(resp.content).hexdigest() != expected_sha256:
        raise ValueError("checksum mismatch")
    fd, path = tempfile.mkstemp(prefix="fw-", suffix=".tar")
    with os.fdopen(fd, "wb") as fh:
        fh.write(resp.content)
    return path


@app.task(name="firmware.unpack")
def unpack(archive_path, model):
    dest = os.path.join(settings.FIRMWARE_DIR, model)
    with tarfile.open(archive_path) as tar:
        tar.extractall(dest)
    return dest


@app.task(name="firmware.stage")
def stage(model):
    safe = "".join(ch for ch in model if ch.isalnum() or ch in "-_")
    dest = os.path.join(settings.FIRMWARE_DIR, safe)
    os.makedirs(dest, exist_ok=True)
    with open(os.path.join(dest, "manifest.json"), "w") as fh:
        fh.write('{"model": "%s"}' % safe)
    return dest
