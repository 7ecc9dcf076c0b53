import os
import zipfile

import jsonpickle

from .. import db
from ..celeryapp import app
from ..storage import SPOOL, write_progress
from .base import UploadTask


def _extract_dir(upload_id):
    return os.path.join(SPOOL, str(upload_id), "x")


@app.task(base=UploadTask, bind=True)
def unpack(self, upload_id):
    self.load(upload_id)
    dest = _extract_dir(upload_id)
    names = []
    with zipfile.ZipFile(self.path) as z:
        infos = z.infolist()
        for i, info in enumerate(infos):
            if info.is_dir():
                continue
            target = os.path.join(dest, info.filename)
            os.makedirs(os.path.dirname(target), exist_ok=True)
            with z.open(info) as src, open(target, "wb") as out:
                out.write(src.read())
            names.append(info.filename)
            write_progress(upload_id, int(100 * (i + 1) / len(infos)))
    return names


@app.task(base=UploadTask, bind=True)
def unpack_checked(self, upload_id):
    self.load(upload_id)
    dest = os.path.realpath(_extract_dir(upload_id))
    with zipfile.ZipFile(self.path) as z:
        for info in z.infolist():
            target = os.path.realpath(os.path.join(dest, info.filename))
            if os.path.commonpath([dest, target]) != dest:
                raise ValueError("bad member %r" % info.filename)
        z.extractall(dest)
    return z.namelist()


@app.task(base=UploadTask, bind=True)
def read_manifest(self, upload_id):
    self.load(upload_id)
    with zipfile.ZipFile(self.path) as z:
        manifest = jsonpickle.decode(z.read("manifest.json").decode())
    db.tag_upload(upload_id, list(manifest.get("tags", [])))
    return manifest
