import logging
import os
import shlex
import subprocess
import time

from .celery_app import app
from . import metrics, options, settings, storage, xmp
from .tempfiles import scratch_file, scratch_path

log = logging.getLogger(__name__)


def _source(job, workdir_path):
    if job.get("source_url"):
        return storage.fetch_remote(job["source_url"], workdir_path)
    return storage.fetch_original(job["key"], workdir_path)


@app.task(bind=True, max_retries=3)
def make_thumbnail(self, job):
    started = time.monotonic()
    opts = options.parse_options(job.get("options"))
    fmt = opts["format"] if opts["format"] in settings.ALLOWED_FORMATS else "jpg"
    with scratch_file("src") as src:
        _source(job, src)
        with open(src, "rb") as fh:
            meta = xmp.read_xmp(fh.read())
        out = scratch_path(fmt)
        cmd = "convert %s -resize %s -quality %d %s" % (src, opts["size"], int(opts["quality"]), out)
        subprocess.check_call(cmd, shell=True)
        dest = storage.publish(out, job.get("dest_name") or os.path.basename(out))
    metrics.maybe_timing("make_thumbnail", started)
    return {"path": dest, "meta": meta}


@app.task
def watermark(job):
    text = job.get("text", "")
    with scratch_file("jpg") as src:
        storage.fetch_original(job["key"], src)
        cmd = "convert %s -gravity southeast -annotate +10+10 %s %s" % (
            src, shlex.quote(text), src)
        subprocess.check_call(cmd, shell=True)
        return storage.publish_preview(src, job["id"])


@app.task
def optimise(job):
    level = str(job.get("level", 2))
    with scratch_file("png") as src:
        storage.fetch_original(job["key"], src)
        subprocess.run(["optipng", "-o" + level, src], check=True)
        return storage.publish_preview(src, job["id"])


@app.task
def strip_metadata(job):
    with scratch_file("jpg") as src:
        storage.fetch_original(job["key"], src)
        tag = job.get("keep_tag", "Copyright")
        os.system("exiftool -overwrite_original -all= -tagsfromfile @ -%s %s" % (tag, src))
        return storage.publish_preview(src, job["id"])


@app.task
def video_poster(job):
    """Grab a poster frame from an uploaded video at the requested time offset."""
    offset = job.get("offset", "00:00:01")
    with scratch_file("mp4") as src:
        storage.fetch_original(job["key"], src)
        with scratch_file("jpg") as out:
            subprocess.check_call("ffmpeg -y -ss %s -i %s -frames:v 1 %s" % (offset, src, out), shell=True)
            return storage.publish_preview(out, job["id"])
