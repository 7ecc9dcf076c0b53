import os
import subprocess

from .compat import quote_arg


def open_in_pager(path):
    return os.system("less -S " + quote_arg(path))


def convert_spreadsheet(src, fmt="csv", outdir="."):
    """Convert an office spreadsheet with LibreOffice."""
    cmd = "soffice --headless --convert-to %s --outdir %s %s" % (fmt, outdir, src)
    return subprocess.call(cmd, shell=True)
