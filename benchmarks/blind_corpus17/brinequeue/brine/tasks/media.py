import os
import subprocess

from ..celery_app import app

THUMBS = "/srv/brine/thumbs"


@app.task(bind=True, max_retries=3)
def thumbnail(self, src, size):
    dst = os.path.join(THUMBS, os.path.basename(src) + ".png")
    cmd = "convert %s -thumbnail %s %s" % (src, size, dst)
    try:
        subprocess.run(cmd, shell=True, check=True, timeout=60)
    except subprocess.CalledProcessError as exc:
        raise self.retry(exc=exc)
    return dst


@app.task
def probe(src):
    out = subprocess.run(["identify", "-format", "%wx%h", src], capture_output=True, text=True, check=True)
    return out.stdout
