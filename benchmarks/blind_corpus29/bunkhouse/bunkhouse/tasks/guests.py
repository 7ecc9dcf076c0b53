import base64
import hashlib
import hmac
import os

from .. import settings
from ..celery_app import app
from ..db import cursor


def passport_ref(number):
    return hashlib.md5(number.replace(" ", "").upper().encode()).hexdigest()


def scan_digest(data):
    return hmac.new(b"scan-dedupe", data, hashlib.sha256).hexdigest()


@app.task(name="bunkhouse.tasks.guests.store_scan")
def store_scan(payload):
    data = base64.b64decode(payload["image_b64"])
    folder = os.path.join(settings.SCAN_ROOT, payload["arrival"])
    os.makedirs(folder, exist_ok=True)
    with open(os.path.join(folder, payload["filename"]), "wb") as fh:
        fh.write(data)
    with cursor() as cur:
        cur.execute("UPDATE guests SET passport_ref = %s, scan_sha = %s WHERE id = %s",
                    (passport_ref(payload["passport"]), scan_digest(data), payload["guest_id"]))


@app.task(name="bunkhouse.tasks.guests.purge_scan")
def purge_scan(payload):
    name = os.path.basename(str(payload.get("filename", "")))
    root = os.path.realpath(settings.SCAN_ROOT)
    for day in os.listdir(root):
        candidate = os.path.realpath(os.path.join(root, day, name))
        if candidate.startswith(root + os.sep) and os.path.exists(candidate):
            os.remove(candidate)
