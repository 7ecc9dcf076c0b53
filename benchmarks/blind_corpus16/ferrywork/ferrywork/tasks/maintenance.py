import hashlib
import os
import random
import shutil
import tempfile

import yaml

from .. import settings
from ..celery_app import app


@app.task(bind=True, max_retries=5)
def compact_archive(self, day):
    try:
        with tempfile.TemporaryDirectory(prefix="ferry-compact-") as work:
            src = os.path.join(settings.ARCHIVE_ROOT, day)
            shutil.make_archive(os.path.join(work, day), "gztar", src)
            shutil.move(os.path.join(work, day + ".tar.gz"), src + ".tar.gz")
    except OSError as exc:
        raise self.retry(exc=exc, countdown=30 + random.uniform(0, 30))


@app.task
def fingerprint(path):
    h = hashlib.md5()
    with open(path, "rb") as fh:
        for chunk in iter(lambda: fh.read(65536), b""):
            h.update(chunk)
    return h.hexdigest()


@app.task
def purge(name):
    os.remove(os.path.join(settings.ARCHIVE_ROOT, name))


@app.task
def load_schedule(path):
    with open(path) as fh:
        return yaml.load(fh, Loader=yaml.SafeLoader)
