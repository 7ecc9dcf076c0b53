import hashlib
import os
import shutil
import tempfile

import requests

from .config import FIRMWARE_CACHE, VENDOR_PORTAL_TOKEN


def download(record):
    url = record["firmware"]["url"]
    resp = requests.get(url, headers={"X-Portal-Token": VENDOR_PORTAL_TOKEN}, timeout=120, stream=True)
    tmp = tempfile.mktemp(prefix="fw-", dir="/tmp")
    with open(tmp, "wb") as fh:
        for chunk in resp.iter_content(1 << 16):
            fh.write(chunk)
    return tmp


def verify_md5(path, expected):
    h = hashlib.md5()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 16), b""):
            h.update(chunk)
    return h.hexdigest() == expected


def verify_sha256(path, expected):
    h = hashlib.sha256()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 16), b""):
            h.update(chunk)
    return h.hexdigest() == expected


def stash(record, downloaded):
    os.makedirs(FIRMWARE_CACHE, exist_ok=True)
    dest = os.path.join(FIRMWARE_CACHE, record["firmware"]["image_name"])
    shutil.move(downloaded, dest)
    return dest


def export_copy(src, output_path):
    # output_path is the operator's --output argument
    shutil.copyfile(src, output_path)
    return output_path


def staging_area():
    return tempfile.mkdtemp(prefix="fleetctl-")
