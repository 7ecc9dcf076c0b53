"""Customer artwork: downloads, uploads and proof images."""
import base64
import os
import subprocess
import tempfile

import requests

from .. import config
from ..celery_app import app


@app.task(bind=True, max_retries=3, rate_limit="20/m")
def fetch_artwork(self, job_id, url):
    try:
        response = requests.get(url, timeout=20)
        response.raise_for_status()
    except requests.RequestException as exc:
        raise self.retry(exc=exc, countdown=60)
    target = os.path.join(config.ARTWORK_DIR, f"{job_id}.img")
    with open(target, "wb") as fh:
        fh.write(response.content)
    return target


@app.task
def prepare_upload(job_id, filename, body_b64, crop):
    staging = "/tmp/" + filename
    with open(staging, "wb") as fh:
        fh.write(base64.b64decode(body_b64))
    proof = os.path.join(config.ARTWORK_DIR, f"{job_id}-proof.jpg")
    subprocess.run(f"convert '{staging}' -crop {crop} -resize 1200x1200 '{proof}'", shell=True, check=False)
    os.unlink(staging)
    return proof


@app.task
def mount_preview(job_id, mount_colour):
    source = os.path.join(config.ARTWORK_DIR, f"{job_id}-proof.jpg")
    with tempfile.NamedTemporaryFile(suffix=".jpg", dir=config.ARTWORK_DIR, delete=False) as out:
        preview = out.name
    colour = mount_colour if mount_colour in ("white", "ivory", "black", "grey") else "white"
    subprocess.run(["convert", source, "-bordercolor", colour, "-border", "8%", preview], check=False)
    return preview
