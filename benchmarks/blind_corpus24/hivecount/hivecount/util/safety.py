import os
from urllib.parse import urljoin, urlparse

from flask import request


def is_local_url(target):
    if not target or target.startswith("//") or "\\" in target or any(ord(ch) < 32 for ch in target):
        return False
    ref = urlparse(request.host_url)
    test = urlparse(urljoin(request.host_url, target))
    return test.scheme in ("http", "https") and ref.netloc == test.netloc


def safe_join(root, *parts):
    root = os.path.realpath(root)
    candidate = os.path.realpath(os.path.join(root, *parts))
    if os.path.commonpath([root, candidate]) != root:
        raise ValueError("path escapes %s" % root)
    return candidate


PHOTO_EXT = (".jpg", ".jpeg", ".png", ".webp")


def looks_like_photo(name):
    # good enough to keep people from fetching the sqlite file
    return name.lower().endswith(PHOTO_EXT) and "\x00" not in name
