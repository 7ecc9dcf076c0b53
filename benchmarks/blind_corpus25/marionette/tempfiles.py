import os
import tempfile


def stash(data: bytes, suffix=""):
    fd, path = tempfile.mkstemp(prefix="marionette-", suffix=suffix)
    with os.fdopen(fd, "wb") as fh:
        fh.write(data)
    return path


def spool():
    return tempfile.SpooledTemporaryFile(max_size=2 * 1024 * 1024)
