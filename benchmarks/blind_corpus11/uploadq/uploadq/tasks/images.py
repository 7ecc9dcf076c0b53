import os
import subprocess

from ..celeryapp import app
from ..storage import scratch_file
from .base import UploadTask

SIZES = {"thumb": "160x160", "medium": "800x800"}


@app.task(base=UploadTask, bind=True)
def make_thumbnails(self, upload_id):
    self.load(upload_id)
    out = {}
    for label, geom in SIZES.items():
        dest = scratch_file(".jpg")
        subprocess.run(["convert", self.path + "[0]", "-thumbnail", geom, dest], check=True, timeout=120)
        out[label] = dest
    return out


@app.task(base=UploadTask, bind=True)
def watermark(self, upload_id):
    self.load(upload_id)
    text = self.meta.get("watermark", "")
    base, ext = os.path.splitext(self.path)
    cmd = f"composite -gravity southeast label:'{text}' '{self.path}' '{base}-wm{ext}'"
    subprocess.check_call(cmd, shell=True, timeout=120)
    return base + "-wm" + ext
