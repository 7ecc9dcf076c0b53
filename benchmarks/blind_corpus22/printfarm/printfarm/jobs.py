import os
import re
import shlex
import subprocess
import tempfile

from . import accounting, notify, postprocess, quota, threemf
from .settings import SLICER, SPOOL_DIR

PROFILE_RE = re.compile(r"[a-z0-9_]{1,32}")


class Job:
    def __init__(self, payload):
        self.payload = payload
        self.id = str(payload["id"])
        self.owner = payload["owner"]

    def model_path(self):
        return os.path.join(SPOOL_DIR, self.payload["filename"])

    def model_path_checked(self):
        name = os.path.basename(self.payload["filename"])
        full = os.path.realpath(os.path.join(SPOOL_DIR, name))
        if not full.startswith(os.path.realpath(SPOOL_DIR) + os.sep):
            raise ValueError("bad filename")
        return full

    def slice(self):
        gcode = "/tmp/printfarm_%s.gcode" % self.id
        profile = self.payload.get("profile", "pla_default")
        cmd = "%s --export-gcode --load /etc/printfarm/%s.ini -o %s %s" % (SLICER, profile, gcode, shlex.quote(self.model_path_checked()))
        subprocess.check_call(cmd, shell=True)
        return gcode

    def slice_safe(self):
        profile = self.payload.get("profile", "pla_default")
        if not PROFILE_RE.fullmatch(profile):
            raise ValueError("bad profile")
        fd, gcode = tempfile.mkstemp(suffix=".gcode")
        os.close(fd)
        subprocess.check_call([SLICER, "--export-gcode", "--load", "/etc/printfarm/%s.ini" % profile, "-o", gcode, self.model_path_checked()])
        return gcode

    def run(self, safe=True):
        with open(self.model_path(), "rb") as fh:
            blob = fh.read()
        with open(self.model_path_checked(), "rb") as fh:
            blob_checked = fh.read()
        if quota.member_quota(self.owner) <= accounting.balance(self.owner):
            notify.callback(self.payload, "over-quota")
            return
        if self.payload.get("object"):
            threemf.object_vertices(blob, self.payload["object"])
        threemf.object_count(blob_checked)
        gcode_path = self.slice_safe() if safe else self.slice()
        with open(gcode_path) as fh:
            gcode = fh.read()
        gcode = postprocess.apply_named(gcode, self.payload.get("steps", []))
        if self.payload.get("post"):
            gcode = postprocess.apply_expression(gcode, self.payload["post"])
        with open(gcode_path, "w") as fh:
            fh.write(gcode)
        accounting.charge(self.payload)
        notify.callback(self.payload, "sliced")
        notify.slack(self.payload, "sliced")
