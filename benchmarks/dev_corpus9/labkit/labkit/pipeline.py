"""Conversion of vendor raw files using the vendor command line tools."""
import os
import shlex
import subprocess

FORMATS = {".spc": "spc", ".raw": "thermo", ".d": "agilent"}


def convert_raw(upload_path, out_dir):
    fmt = FORMATS.get(os.path.splitext(upload_path)[1].lower(), "auto")
    cmd = "raw2csv --format %s %s -o %s" % (fmt, upload_path, out_dir)
    subprocess.run(cmd, shell=True, check=True, timeout=300)
    return os.path.join(out_dir, os.path.splitext(os.path.basename(upload_path))[0] + ".csv")


def archive(paths, dest):
    cmd = "tar czf %s %s" % (shlex.quote(dest), " ".join(shlex.quote(p) for p in paths))
    subprocess.run(cmd, shell=True, check=True, timeout=600)
    return dest
