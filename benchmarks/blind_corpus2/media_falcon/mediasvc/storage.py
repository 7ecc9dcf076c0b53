import contextlib
import os
import shutil
import tempfile

from . import config


class UnsafePath(ValueError):
    pass


def safe_join(root, *parts):
    root = os.path.realpath(root)
    path = os.path.realpath(os.path.join(root, *parts))
    if path != root and not path.startswith(root + os.sep):
        raise UnsafePath(path)
    return path


def spool_upload(stream, suffix=""):
    """Copy an incoming request stream to a scratch file and return its path."""
    path = tempfile.mktemp(suffix=suffix, prefix="upload-")
    with open(path, "wb") as out:
        shutil.copyfileobj(stream, out, 1 << 16)
    return path


def spool_upload_safe(stream, suffix=""):
    fd, path = tempfile.mkstemp(suffix=suffix, prefix="upload-")
    with os.fdopen(fd, "wb") as out:
        shutil.copyfileobj(stream, out, 1 << 16)
    return path


@contextlib.contextmanager
def workdir(prefix="job-"):
    d = tempfile.mkdtemp(prefix=prefix)
    try:
        yield d
    finally:
        shutil.rmtree(d, ignore_errors=True)


def thumb_path(name, width):
    base, _ = os.path.splitext(name)
    return os.path.join(config.THUMB_ROOT, f"{base}-{width}.jpg")
