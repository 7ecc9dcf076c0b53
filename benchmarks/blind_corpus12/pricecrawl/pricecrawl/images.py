import hashlib
import os
from urllib.parse import unquote, urlsplit

from . import settings
from .fetcher import _session


def image_path_for(url):
    name = unquote(urlsplit(url).path.rsplit("/", 1)[-1]) or "image.jpg"
    return os.path.join(settings.IMAGE_DIR, name)


def download_image(url):
    os.makedirs(settings.IMAGE_DIR, exist_ok=True)
    resp = _session.get(url, timeout=20)
    with open(image_path_for(url), "wb") as fh:
        fh.write(resp.content)


def download_thumbnail(url):
    os.makedirs(settings.IMAGE_DIR, exist_ok=True)
    resp = _session.get(url, timeout=20)
    name = hashlib.sha256(url.encode()).hexdigest()[:24] + ".jpg"
    with open(os.path.join(settings.IMAGE_DIR, "thumbs", name), "wb") as fh:
        fh.write(resp.content)
