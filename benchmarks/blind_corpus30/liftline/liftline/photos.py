import os
import shutil
import tempfile

from . import settings


def store_photo(gate: str, pass_id: str, jpeg: bytes) -> str:
    fd, staging = tempfile.mkstemp(prefix="gatephoto-", suffix=".jpg")
    with os.fdopen(fd, "wb") as fh:
        fh.write(jpeg)
    final = os.path.join(settings.PHOTO_DIR, f"{int(pass_id, 36)}.jpg")
    shutil.move(staging, final)
    return final


def photo_batch_dir() -> str:
    return tempfile.mkdtemp(prefix="gatephotos-")
