import os
from urllib.parse import urlsplit

import requests

from ._defaults import ASSET_ROOT, TRUSTED_IMAGE_HOSTS


def resolve_asset(name: str) -> bytes:
    with open(os.path.join(ASSET_ROOT, name), "rb") as fh:
        return fh.read()


def resolve_asset_safe(name: str) -> bytes:
    root = os.path.realpath(ASSET_ROOT)
    full = os.path.realpath(os.path.join(root, name))
    if os.path.commonpath([root, full]) != root:
        raise ValueError("asset outside root")
    with open(full, "rb") as fh:
        return fh.read()


def fetch_image(url: str) -> bytes:
    return requests.get(url, timeout=10).content


def fetch_image_trusted(url: str) -> bytes:
    parts = urlsplit(url)
    if parts.scheme != "https" or parts.hostname not in TRUSTED_IMAGE_HOSTS or parts.port not in (None, 443):
        raise ValueError("untrusted image host")
    return requests.get(url, timeout=10, allow_redirects=False).content
