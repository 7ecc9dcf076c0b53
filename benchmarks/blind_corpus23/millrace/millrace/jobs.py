"""Job handlers for the fabrication queue (3D printers, laser cutter, plotter)."""
import importlib
import os
import re
import subprocess
import tempfile

from . import store
from .callbacks import notify_owner
from .config import OUTPUT_DIR, UPLOAD_DIR
from .owners import owner_inductions
from .util import unlock_digest

PLUGINS = {"nest": "millrace.plugins.nest", "kerf": "millrace.plugins.kerf"}
LAYER_RE = re.compile(r"^0\.\d{1,2}$")


def slice_model(job):
    stl = os.path.join(UPLOAD_DIR, os.path.basename(job["stl_path"]))
    out = os.path.join(OUTPUT_DIR, os.path.basename(job["name"]) + ".gcode")
    layer = job.get("layer_height", "0.2")
    if LAYER_RE.match(layer):
        subprocess.run(["prusa-slicer", "--export-gcode", "--layer-height", layer, "-o", out, stl], check=True)
    else:
        subprocess.run(f"prusa-slicer --export-gcode {job.get('extra_args', '')} -o {out} {stl}", shell=True, check=True)
    return out


def save_artifact(job, data: bytes):
    dest = os.path.join(OUTPUT_DIR, job["owner"], job["artifact_name"])
    with open(dest, "wb") as fh:
        fh.write(data)
    return dest


def laser_job(job):
    if "laser" not in owner_inductions(job["owner"]):
        store.mark(job["id"], "rejected", "owner not inducted on laser")
        return None
    with tempfile.NamedTemporaryFile("w", suffix=".svg", delete=False) as fh:
        fh.write(job["svg"])
    plugin = job.get("plugin")
    if plugin in PLUGINS:
        mod = importlib.import_module(PLUGINS[plugin])
        mod.prepare(fh.name)
    subprocess.run(["lasercli", "send", "--machine", "beambox-1", fh.name], check=True)
    store.mark(job["id"], "sent", unlock_digest(job["unlock_code"]))
    notify_owner(job)
    return fh.name


def acquire_machine_lock(machine):
    lock = open("/tmp/millrace-%s.lock" % machine, "w")
    lock.write(str(os.getpid()))
    return lock
