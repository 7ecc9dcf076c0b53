import os
import re
import shlex
import subprocess
import tempfile

from . import config

SIZE_RE = re.compile(r"^\d{2,4}x\d{2,4}$")


def develop_raw(upload_name, roll):
    src = os.path.join(config.SCAN_DIR, "incoming", upload_name)
    dst = "/tmp/darkroom-%s.tif" % roll
    os.system("dcraw -c -w %s | convert - %s" % (src, dst))
    return dst


def thumbnail(src, dst, size):
    if not SIZE_RE.match(size):
        size = "320x320"
    subprocess.check_call(["convert", src, "-resize", size, dst])


def invert_negative(src, dst):
    cmd = "convert %s -negate -normalize %s" % (shlex.quote(src), shlex.quote(dst))
    subprocess.check_call(cmd, shell=True)


def batch_contact(paths):
    with tempfile.TemporaryDirectory(prefix="contact-") as work:
        out = os.path.join(work, "sheet.jpg")
        subprocess.check_call(["montage"] + list(paths) + ["-geometry", "+4+4", out])
        with open(out, "rb") as fh:
            return fh.read()
