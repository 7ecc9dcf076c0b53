import contextlib
import os
import tempfile

from . import settings


def scratch_path(ext):
    """Return a path where ImageMagick can write an intermediate file."""
    return tempfile.mktemp(suffix="." + ext, prefix="thumb-")


@contextlib.contextmanager
def scratch_file(ext):
    fd, path = tempfile.mkstemp(suffix="." + ext, dir=settings.WORK_DIR)
    os.close(fd)
    try:
        yield path
    finally:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(path)
