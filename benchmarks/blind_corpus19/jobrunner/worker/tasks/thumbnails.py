import os
import subprocess

from ..registry import task
from ..settings import MEDIA_ROOT

SIZES = {"small": "128x128", "medium": "512x512"}


@task("thumbnail")
def make_thumbnail(payload):
    src = os.path.join(MEDIA_ROOT, payload["path"])
    size = SIZES.get(payload.get("size"), "128x128")
    dst = src.rsplit(".", 1)[0] + "_" + size + ".jpg"
    subprocess.run(["convert", src, "-thumbnail", size, dst], check=True, timeout=60)
    return dst


@task("watermark")
def watermark(payload):
    src = os.path.join(MEDIA_ROOT, payload["path"])
    text = payload.get("text", "(c) example")
    os.system('convert "%s" -gravity south -annotate +0+10 "%s" "%s"' % (src, text, src))
