import json
import os
import tempfile

SPOOL = os.environ.get("UPLOADQ_SPOOL", "/var/spool/uploadq")


def spool_path(upload_id, filename):
    return os.path.join(SPOOL, str(upload_id), os.path.basename(filename))


def scratch_file(suffix=""):
    fd, path = tempfile.mkstemp(prefix="uq-", suffix=suffix)
    os.close(fd)
    return path


def write_progress(upload_id, pct):
    path = "/tmp/uploadq-progress-%s.json" % upload_id
    with open(path, "w") as fh:
        json.dump({"id": upload_id, "pct": pct}, fh)
