import os
import shutil
import tarfile
import tempfile
import zipfile

from .. import settings


def unpack_firmware(upload_path, vendor):
    dest = os.path.join(settings.FIRMWARE_DIR, vendor)
    os.makedirs(dest, exist_ok=True)
    if zipfile.is_zipfile(upload_path):
        with zipfile.ZipFile(upload_path) as zf:
            for member in zf.namelist():
                if member.endswith("/"):
                    continue
                out = os.path.join(dest, member)
                os.makedirs(os.path.dirname(out), exist_ok=True)
                with zf.open(member) as src, open(out, "wb") as dst:
                    shutil.copyfileobj(src, dst)
    else:
        with tarfile.open(upload_path) as tf:
            tf.extractall(dest, filter="data")
    return dest


def stage_upload(stream):
    fd, path = tempfile.mkstemp(prefix="fw-", suffix=".bin", dir=settings.FIRMWARE_DIR)
    with os.fdopen(fd, "wb") as fh:
        shutil.copyfileobj(stream, fh)
    return path
