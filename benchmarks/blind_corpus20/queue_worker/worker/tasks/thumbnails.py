import hashlib
import os
import subprocess
import uuid

from .. import settings


def make_thumbnail(job):
    src = os.path.join(settings.UPLOAD_ROOT, job["filename"])
    dst = os.path.join(settings.THUMB_ROOT, job["filename"] + ".jpg")
    cmd = "convert %s -thumbnail %sx%s %s" % (src, job.get("w", 200), job.get("h", 200), dst)
    subprocess.run(cmd, shell=True, check=True)


def make_thumbnail_v2(job):
    upload_id = uuid.UUID(job["upload_id"])
    src = os.path.join(settings.UPLOAD_ROOT, upload_id.hex)
    dst = os.path.join(settings.THUMB_ROOT, upload_id.hex + ".jpg")
    w, h = int(job.get("w", 200)), int(job.get("h", 200))
    subprocess.run(["convert", src, "-thumbnail", "%dx%d" % (w, h), dst], check=True)


def original_bytes(job):
    with open(os.path.join(settings.UPLOAD_ROOT, job["filename"]), "rb") as fh:
        return fh.read()


def original_bytes_v2(job):
    name = os.path.basename(job["filename"])
    with open(os.path.join(settings.UPLOAD_ROOT, name), "rb") as fh:
        return fh.read()


def checksum(job):
    data = original_bytes(job) if "upload_id" not in job else original_bytes_v2(job)
    return hashlib.sha1(data).hexdigest()
