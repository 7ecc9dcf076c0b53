import hashlib
import os
import subprocess
import tempfile
from urllib.parse import urlparse

import requests

from .. import config
from ..celery_app import app
from ..retry import countdown

_CDN = ("photos.falconry-centre.example",)


def dedupe_name(data):
    return hashlib.md5(data).hexdigest()


@app.task(bind=True, max_retries=5)
def import_photo(self, payload):
    try:
        r = requests.get(payload["url"], timeout=15)
    except requests.RequestException as exc:
        raise self.retry(exc=exc, countdown=countdown(self.request.retries))
    tmp = tempfile.NamedTemporaryFile(suffix=".jpg", delete=False)
    tmp.write(r.content)
    tmp.close()
    out = os.path.join(config.PHOTO_ROOT, "incoming", dedupe_name(r.content) + ".jpg")
    os.replace(tmp.name, out)
    return {"file": out, "bird": payload["bird"], "caption": payload["caption"]}


@app.task
def cdn_refresh(payload):
    url = payload.get("url", "")
    if urlparse(url).hostname not in _CDN:
        return None
    return requests.head(url, timeout=5).status_code


@app.task
def remove_photo(payload):
    folder = os.path.basename(payload["bird"])
    os.remove(os.path.join(config.PHOTO_ROOT, folder, os.path.basename(payload["file"])))


@app.task
def thumbnail(payload):
    bird = os.path.basename(payload["bird"])
    src = os.path.join(config.PHOTO_ROOT, bird + ".jpg")
    subprocess.run(["convert", src, "-thumbnail", "200x200", src + ".thumb.jpg"], check=True)
    with open(src + ".thumb.jpg", "rb") as fh:
        return len(fh.read())
