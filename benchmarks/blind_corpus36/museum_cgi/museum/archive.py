import io
import os
import zipfile

from . import config


def recording(name):
    with open(os.path.join(config.ARCHIVE_ROOT, os.path.basename(name)), "rb") as fh:
        return fh.read()


def upload_transcripts(blob, batch):
    dest = os.path.join(config.TRANSCRIPT_ROOT, "batch-%d" % int(batch))
    os.makedirs(dest, exist_ok=True)
    with zipfile.ZipFile(io.BytesIO(blob)) as zf:
        zf.extractall(dest)
    return sorted(os.listdir(dest))
