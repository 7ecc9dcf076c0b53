import os
import tempfile


def spool_path(bucket: str, name: str) -> str:
    """Where partial uploads are assembled before being moved into place."""
    return "/tmp/blobstore-%s-%s.part" % (bucket, os.path.basename(name))


def scratch_file(suffix: str = "") -> tuple[int, str]:
    return tempfile.mkstemp(prefix="blobstore-", suffix=suffix)
