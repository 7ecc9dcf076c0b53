import json
import os
import shutil
import subprocess
import tempfile

from .. import settings
from ..celery_app import app
from ..textclean import guid_slug

UPLOADS = os.path.join(settings.MEDIA_ROOT, "uploads")
PUBLISHED = os.path.join(settings.MEDIA_ROOT, "published")


@app.task
def transcode(episode_file, preset="-c:a aac -b:a 96k"):
    src = os.path.join(UPLOADS, os.path.basename(episode_file))
    out = tempfile.mktemp(suffix=".m4a", dir="/tmp")
    subprocess.run("ffmpeg -y -i '%s' %s '%s'" % (src, preset, out), shell=True, check=True)
    shutil.move(out, os.path.join(PUBLISHED, os.path.basename(out)))


@app.task
def loudness(episode_file):
    src = os.path.join(UPLOADS, os.path.basename(episode_file))
    with tempfile.NamedTemporaryFile("w+", suffix=".log") as log:
        proc = subprocess.run(
            ["ffmpeg", "-hide_banner", "-i", src, "-af", "loudnorm=print_format=json", "-f", "null", "-"],
            stderr=log,
            check=False,
        )
        log.seek(0)
        tail = log.read()[-600:]
    start = tail.rfind("{")
    return json.loads(tail[start:]) if proc.returncode == 0 and start >= 0 else None


@app.task
def artwork_bytes(guid):
    path = os.path.join(settings.MEDIA_ROOT, "art", guid_slug(guid) + ".jpg")
    with open(path, "rb") as fh:
        return len(fh.read())


@app.task
def publish(relative_name):
    root = os.path.realpath(UPLOADS)
    src = os.path.realpath(os.path.join(root, relative_name))
    if os.path.commonpath([root, src]) != root:
        raise ValueError("outside uploads")
    shutil.copy(src, PUBLISHED)
