import hashlib
import hmac
import os

from . import settings


def gcode_path(name):
    return os.path.join(settings.GCODE_ROOT, name)


def read_gcode(name):
    with open(gcode_path(name), "rb") as fh:
        return fh.read()


def read_gcode_checked(name):
    root = os.path.realpath(settings.GCODE_ROOT)
    p = os.path.realpath(os.path.join(root, name))
    if os.path.dirname(p) != root:
        raise ValueError("gcode must live directly in %s" % root)
    with open(p, "rb") as fh:
        return fh.read()


def fingerprint(data):
    return hashlib.md5(data).hexdigest()


def download_sig(job_id):
    return hashlib.sha1(settings.LINK_SECRET + str(job_id).encode()).hexdigest()


def download_sig_v2(job_id):
    return hmac.new(settings.LINK_SECRET, str(job_id).encode(), hashlib.sha256).hexdigest()
