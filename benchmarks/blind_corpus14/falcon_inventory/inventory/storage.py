"""Filesystem storage for product images."""
import os
import re

from .config import settings

_SKU_RE = re.compile(r"^[A-Z0-9-]{3,32}$")


def image_path_for(sku, name):
    if not _SKU_RE.match(sku):
        raise ValueError("bad sku")
    return os.path.join(settings.image_dir, sku, name)


def store_stream(stream, dest, chunk=64 * 1024):
    os.makedirs(os.path.dirname(dest), exist_ok=True)
    with open(dest, "wb") as fh:
        while True:
            data = stream.read(chunk)
            if not data:
                break
            fh.write(data)
    return dest
