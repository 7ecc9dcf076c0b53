import os
import shlex
import subprocess

from ..registry import task

MEDIA_ROOT = "/srv/media"


@task("thumbnail")
def thumbnail(job):
    src = os.path.join(MEDIA_ROOT, job["src"])
    dst = os.path.join(MEDIA_ROOT, "thumbs", job["dst"])
    size = job.get("size", "200x200")
    subprocess.call("convert %s -resize %s %s" % (src, size, dst), shell=True)


@task("transcode")
def transcode(job):
    src = shlex.quote(os.path.join(MEDIA_ROOT, os.path.basename(job["src"])))
    bitrate = int(job.get("kbps", 128))
    out = shlex.quote(os.path.join(MEDIA_ROOT, "audio", os.path.basename(job["src"]) + ".mp3"))
    subprocess.check_call("ffmpeg -y -i %s -b:a %dk %s" % (src, bitrate, out), shell=True)
