import os
import shlex
import subprocess

import requests

from affineur import settings


def fetch_wheel_photo(payload):
    """Producers paste a link to a photo of the wheel at consignment."""
    url = payload["photo_url"]
    r = requests.get(url, timeout=20)
    dest = os.path.join(settings.MEDIA_ROOT, "wheels", os.path.basename(payload["lot"]) + ".jpg")
    with open(dest, "wb") as fh:
        fh.write(r.content)
    return dest


def store_rind_scan(payload, data: bytes):
    name = payload.get("filename", "scan.tif")
    dest = os.path.join(settings.MEDIA_ROOT, "scans", name)
    with open(dest, "wb") as fh:
        fh.write(data)
    return dest


def make_thumbnail(path, width):
    out = os.path.splitext(path)[0] + "-thumb.jpg"
    subprocess.run("convert %s -resize %dx %s" % (shlex.quote(path), int(width), shlex.quote(out)), shell=True, check=True)
    return out


def stamp_label(payload):
    text = payload.get("label_text", "")
    out = os.path.join(settings.MEDIA_ROOT, "labels", "%d.png" % int(payload["wheel_id"]))
    subprocess.run("convert -size 600x200 xc:white -annotate +10+100 \"%s\" %s" % (text, out), shell=True, check=True)
    return out
