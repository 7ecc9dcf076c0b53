import os
import tempfile
import uuid

import requests

from . import config


def okapi(method: str, **params):
    if not method.replace("/", "").replace("_", "").isalnum():
        raise ValueError("bad method")
    params.setdefault("consumer_key", config.CONSUMER_KEY)
    resp = requests.get(f"{config.API_BASE}/{method}", params=params, timeout=15)
    return resp.json()


def download_pocket_query(pq_id: int, dest_dir: str):
    resp = requests.get(f"{config.API_BASE}/pocketqueries/{int(pq_id)}.zip", timeout=60)
    fd, path = tempfile.mkstemp(suffix=".zip", dir=dest_dir)
    with os.fdopen(fd, "wb") as fh:
        fh.write(resp.content)
    return path


def download_image(image_id: str):
    image_uuid = uuid.UUID(image_id)
    resp = requests.get(f"https://img.opencaching.example/images/{image_uuid}.jpg", timeout=30)
    path = tempfile.mktemp(suffix=".jpg")
    with open(path, "wb") as fh:
        fh.write(resp.content)
    return path
