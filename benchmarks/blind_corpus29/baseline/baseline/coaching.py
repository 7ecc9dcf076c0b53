import os
import subprocess
import tempfile

from bottle import Bottle, request, static_file

from . import settings
from .members import current_member

app = Bottle()
VIDEO_ROOT = os.path.join(settings.MEDIA_ROOT, "coaching")


@app.post("/coaching/video")
def upload_video():
    current_member()
    upload = request.files.get("clip")
    group = request.forms.get("group", "juniors")
    folder = os.path.join(VIDEO_ROOT, group)
    os.makedirs(folder, exist_ok=True)
    upload.save(os.path.join(folder, upload.raw_filename), overwrite=True)
    return {"saved": upload.raw_filename}


@app.get("/coaching/video/<name>")
def get_video(name):
    current_member()
    return static_file(name, root=VIDEO_ROOT, mimetype="video/mp4")


@app.post("/coaching/thumbnail")
def thumbnail():
    current_member()
    clip = request.forms.get("clip", "")
    at = request.forms.get("at", "00:00:05")
    fd, out = tempfile.mkstemp(suffix=".jpg")
    os.close(fd)
    subprocess.check_call("ffmpeg -y -ss %s -i %s/%s -frames:v 1 %s" % (at, VIDEO_ROOT, clip, out), shell=True)
    return static_file(os.path.basename(out), root=os.path.dirname(out), mimetype="image/jpeg")
