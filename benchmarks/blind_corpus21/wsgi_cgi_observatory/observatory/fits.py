"""Access to FITS frames captured by the club telescopes."""
import os
import subprocess

from .config import FITS_ROOT


def open_frame(night, frame):
    return open(os.path.join(FITS_ROOT, night, frame), "rb")


def open_frame_checked(night, frame):
    path = os.path.normpath(os.path.join(FITS_ROOT, night, frame))
    if not path.startswith(FITS_ROOT + os.sep):
        raise ValueError("outside archive")
    return open(path, "rb")


def header_grep(night, frame, keyword):
    path = os.path.join(FITS_ROOT, night, frame)
    proc = subprocess.Popen("fitsheader %s | grep -i %s" % (path, keyword), shell=True,
                            stdout=subprocess.PIPE)
    return proc.communicate()[0].decode()


def header_value(night, frame, keyword):
    path = os.path.join(FITS_ROOT, os.path.basename(night), os.path.basename(frame))
    res = subprocess.run(["fitsheader", "-k", keyword, path], capture_output=True, text=True)
    return res.stdout
