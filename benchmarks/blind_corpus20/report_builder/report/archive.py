import hashlib
import os
import shutil
import tempfile


def manifest(paths):
    lines = []
    for p in paths:
        with open(p, "rb") as fh:
            lines.append("%s  %s" % (hashlib.md5(fh.read()).hexdigest(), os.path.basename(p)))
    return "\n".join(lines) + "\n"


def bundle(out_dir, files):
    staging = tempfile.mktemp(prefix="report-")
    os.makedirs(staging)
    for f in files:
        shutil.copy(f, staging)
    with open(os.path.join(staging, "MD5SUMS"), "w") as fh:
        fh.write(manifest(files))
    return shutil.make_archive(os.path.join(out_dir, "report"), "zip", staging)
