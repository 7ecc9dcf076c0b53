import os
import subprocess
import uuid

from ..celery_app import app
from ..settings import MEDIA_DIR

IMAGE_EXT = (".jpg", ".jpeg", ".png", ".webp")


@app.task
def make_thumbnails(partner, folder):
    out_dir = os.path.join(MEDIA_DIR, partner, "thumbs")
    os.makedirs(out_dir, exist_ok=True)
    done = 0
    for name in os.listdir(folder):
        if not name.lower().endswith(IMAGE_EXT):
            continue
        src = os.path.join(folder, name)
        dst = os.path.join(out_dir, name)
        subprocess.run(f"convert '{src}' -thumbnail 320x320 '{dst}'", shell=True, check=False)
        done += 1
    return done


@app.task
def probe_image(path):
    staged = os.path.join(MEDIA_DIR, "staging", uuid.uuid4().hex + os.path.splitext(path)[1].lower())
    os.link(path, staged)
    try:
        out = subprocess.run(["identify", "-format", "%w %h", staged], capture_output=True, text=True, check=True)
        width, height = out.stdout.split()
        return {"width": int(width), "height": int(height)}
    finally:
        os.unlink(staged)
