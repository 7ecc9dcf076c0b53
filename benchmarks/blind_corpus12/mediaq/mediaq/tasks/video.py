import shlex
import subprocess

from ..celery_app import app
from .. import db

PRESETS = {"720p": "scale=-2:720", "1080p": "scale=-2:1080", "thumb": "scale=320:-2"}


@app.task
def transcode(job_id, src, dst, preset="720p"):
    vf = PRESETS.get(preset, PRESETS["720p"])
    cmd = shlex.join(["ffmpeg", "-y", "-i", src, "-vf", vf, "-c:v", "libx264", dst])
    subprocess.run(cmd, shell=True, check=True)
    db.set_status("video", job_id, "done")


@app.task
def extract_clip(job_id, src, dst, start, duration):
    args = ["ffmpeg", "-y", "-ss", start, "-t", duration, "-i", src, "-c", "copy", dst]
    subprocess.Popen(" ".join(args), shell=True).wait()
    db.set_status("video", job_id, "done")
