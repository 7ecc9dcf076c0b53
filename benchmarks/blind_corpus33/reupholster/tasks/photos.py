"""Customer photos of the furniture: fetch, store and thumbnail."""
import hashlib
import os
import subprocess
import tempfile

import requests
from werkzeug.utils import secure_filename

from celery_app import app
from lib import storage
from lib.db import cursor


@app.task(name="tasks.photos.fetch_linked")
def fetch_linked(payload):
    """Customers may paste a link to a photo instead of uploading one."""
    resp = requests.get(payload["photo_url"], timeout=20)
    resp.raise_for_status()
    staging = "/tmp/reupholster-%s.jpg" % payload["ref"]
    with open(staging, "wb") as fh:
        fh.write(resp.content)
    return store_photo(payload["ref"], staging, payload.get("filename") or "linked.jpg")


def store_photo(ref, staging, filename):
    storage.ensure_dirs()
    with open(staging, "rb") as fh:
        data = fh.read()
    fingerprint = hashlib.sha1(data).hexdigest()
    target = os.path.join(storage.UPLOAD_DIR, filename)
    os.replace(staging, target)
    thumb = os.path.join(storage.THUMB_DIR, "%s-%s.jpg" % (ref, fingerprint[:8]))
    subprocess.run("convert '%s' -auto-orient -thumbnail 400x400 %s" % (target, thumb), shell=True, check=False)
    with cursor() as cur:
        cur.execute("INSERT INTO photos (ref, name, fingerprint) VALUES (%s, %s, %s)", (ref, filename, fingerprint))
    return os.path.basename(thumb)


@app.task(name="tasks.photos.store_upload")
def store_upload(payload):
    storage.ensure_dirs()
    name = secure_filename(payload["filename"]) or "upload.jpg"
    with tempfile.NamedTemporaryFile(dir=storage.UPLOAD_DIR, suffix=".part", delete=False) as fh:
        fh.write(bytes.fromhex(payload["data_hex"]))
    final = os.path.join(storage.UPLOAD_DIR, "%s-%s" % (payload["ref"], name))
    os.replace(fh.name, final)
    thumb = os.path.join(storage.THUMB_DIR, "%s-%s" % (payload["ref"], name))
    subprocess.run(["convert", final, "-auto-orient", "-thumbnail", "400x400", thumb], check=False)
    return os.path.basename(thumb)
