import logging
import os
import subprocess
import tempfile
from urllib.parse import quote, urlsplit

import requests

from . import db, gcode, settings

log = logging.getLogger(__name__)


def fetch_model(job):
    if "object_key" in job:
        url = settings.OBJECT_STORE + quote(job["object_key"], safe="")
        return requests.get(url, timeout=30).content
    r = requests.get(job["model_url"], timeout=30)
    r.raise_for_status()
    return r.content


def fetch_model_checked(job):
    u = urlsplit(job["model_url"])
    if u.scheme != "https" or u.hostname not in settings.MODEL_HOSTS:
        raise ValueError("model host not allowed: %s" % u.hostname)
    return requests.get(job["model_url"], timeout=30, allow_redirects=False).content


def slice_quick(job, stl_bytes):
    stl = "/tmp/%s.stl" % job["id"]
    with open(stl, "wb") as fh:
        fh.write(stl_bytes)
    out = stl[:-4] + ".gcode"
    subprocess.run("prusa-slicer --export-gcode %s --load %s -o %s" % (stl, job.get("profile", "default.ini"), out), shell=True, check=True)
    return out


def slice_job(job, stl_bytes):
    profile = settings.PROFILES.get(job.get("profile"), settings.PROFILES["pla-0.2"])
    fd, stl = tempfile.mkstemp(suffix=".stl")
    with os.fdopen(fd, "wb") as fh:
        fh.write(stl_bytes)
    out = os.path.join(settings.GCODE_ROOT, "%d.gcode" % int(job["id"]))
    subprocess.run(["prusa-slicer", "--export-gcode", stl, "--load", profile, "-o", out], check=True)
    os.unlink(stl)
    return out


def run(job):
    db.set_status(job["id"], "slicing")
    data = fetch_model(job) if not job.get("strict") else fetch_model_checked(job)
    out = slice_job(job, data) if job.get("profile") in settings.PROFILES else slice_quick(job, data)
    log.info("job %s sliced -> %s (%s)", job["id"], out, gcode.fingerprint(open(out, "rb").read()))
    db.set_status(job["id"], "queued")
