import os
import re
import subprocess

from .. import settings

SIZE_RE = re.compile(r"^\d{1,4}x\d{1,4}$")


def make_thumbnail(job):
    src = os.path.join(settings.WORK_DIR, job["input"])
    dst = os.path.join(settings.WORK_DIR, "thumbs", os.path.basename(job["input"]))
    size = job.get("size", "256x256")
    rc = subprocess.call("convert %s -resize %s %s" % (src, size, dst), shell=True)
    return {"thumbnail": dst, "rc": rc}


def make_preview(job):
    size = job.get("size", "800x600")
    if not SIZE_RE.match(size):
        raise ValueError("bad size")
    src = os.path.join(settings.WORK_DIR, os.path.basename(job["input"]))
    dst = src + ".preview.jpg"
    subprocess.run(["convert", src, "-resize", size, dst], check=True)
    return {"preview": dst}


def bundle(job):
    name = job["bundle_name"]
    files = " ".join(job["files"])
    os.system("cd %s && tar czf %s.tgz %s" % (settings.WORK_DIR, name, files))
    return {"bundle": name + ".tgz"}


def bundle_v2(job):
    dest = os.path.join(settings.WORK_DIR, "bundles", "%s.tgz" % job["id"])
    paths = [os.path.join(settings.WORK_DIR, os.path.basename(f)) for f in job["files"]]
    subprocess.run(["tar", "-czf", dest, "--", *paths], check=True)
    return {"bundle": dest}
