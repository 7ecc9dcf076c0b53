import os
import shlex
import subprocess
import tempfile

from ..celery_app import app
from ..settings import WORK_DIR


def _out_path(src, ext):
    base = os.path.splitext(os.path.basename(src))[0]
    return os.path.join(WORK_DIR, base + "." + ext)


@app.task
def transcode(src, preset="medium"):
    out = _out_path(src, "mp4")
    cmd = "ffmpeg -y -i '%s' -preset %s '%s'" % (src, preset, out)
    subprocess.check_call(cmd, shell=True)
    return out


@app.task
def thumbnail(src, width=320):
    out = _out_path(src, "jpg")

    subprocess.check_call(["ffmpeg", "-y", "-i", src, "-vf", "scale=%d:-1" % int(width), "-frames:v", "1", out])
    return out


@app.task
def waveform(src):
    out = _out_path(src, "png")
    os.system("audiowaveform -i %s -o %s" % (shlex.quote(src), shlex.quote(out)))
    return out


@app.task
def concat(parts):
    listing = tempfile.mktemp(suffix=".txt", dir=WORK_DIR)
    with open(listing, "w") as fh:
        for p in parts:
            fh.write("file '%s'\n" % p)
    out = os.path.join(WORK_DIR, "concat.mp4")
    subprocess.check_call(["ffmpeg", "-y", "-f", "concat", "-safe", "0", "-i", listing, out])
    return out


@app.task
def probe(src):

    with tempfile.NamedTemporaryFile("w+", suffix=".json") as tmp:
        subprocess.run(["ffprobe", "-v", "quiet", "-print_format", "json", "-show_format", src], stdout=tmp, check=True)
        tmp.seek(0)
        return tmp.read()
