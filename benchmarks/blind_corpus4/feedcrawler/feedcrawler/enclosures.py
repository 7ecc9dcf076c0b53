"""Download podcast enclosures referenced by crawled entries."""
import os
from urllib.parse import unquote, urlparse

import requests

from . import settings


def local_name(url):
    path = urlparse(url).path
    return unquote(path.rsplit("/", 1)[-1]) or "episode.mp3"


def download(feed_id, url):
    folder = os.path.join(settings.ENCLOSURE_DIR, str(feed_id))
    os.makedirs(folder, exist_ok=True)
    dest = os.path.join(folder, local_name(url))
    with requests.get(url, stream=True, timeout=60) as resp:
        resp.raise_for_status()
        with open(dest, "wb") as fh:
            for chunk in resp.iter_content(1 << 16):
                fh.write(chunk)
    return dest
