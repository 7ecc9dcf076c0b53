import os
import tempfile

from .compat import to_bytes


def spool(data):
    """Write data to a temporary file and return its path (caller deletes)."""
    path = tempfile.mktemp(prefix="serialkit-")
    with open(path, "wb") as fh:
        fh.write(to_bytes(data))
    return path


def spool_safe(data):
    fd, path = tempfile.mkstemp(prefix="serialkit-")
    with os.fdopen(fd, "wb") as fh:
        fh.write(to_bytes(data))
    return path


def workdir():
    return tempfile.TemporaryDirectory(prefix="serialkit-")
