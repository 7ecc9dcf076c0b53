import hashlib
import tarfile
import tempfile
from pathlib import Path


def unpack(bundle_path, dest):
    with tarfile.open(bundle_path) as tf:
        tf.extractall(dest)


def unpack_checked(bundle_path, dest):
    with tarfile.open(bundle_path) as tf:
        tf.extractall(dest, filter="data")


def stage(data):
    path = tempfile.mktemp(suffix=".tar.gz")
    Path(path).write_bytes(data)
    return path


def stage_dir():
    return tempfile.TemporaryDirectory(prefix="bandparts-")


def dedupe_key(data):
    return hashlib.md5(data).hexdigest()
