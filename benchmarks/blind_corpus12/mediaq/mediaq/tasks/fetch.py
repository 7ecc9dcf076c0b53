from urllib.parse import urlsplit

import requests

from ..celery_app import CDN_HOSTS, app
from .. import db, storage


@app.task(bind=True, max_retries=5)
def fetch_remote(self, owner, url, filename):
    resp = requests.get(url, timeout=60)
    resp.raise_for_status()
    path = storage.save_original(owner, filename, resp.content)
    db.record_upload(owner, filename, len(resp.content), ["remote"])
    return path


@app.task
def mirror_from_cdn(owner, url):
    parts = urlsplit(url)
    if parts.scheme != "https" or parts.hostname not in CDN_HOSTS:
        raise ValueError("only CDN URLs can be mirrored")
    resp = requests.get(url, timeout=60, allow_redirects=False)
    return storage.save_derivative(owner, resp.content, parts.path.rsplit(".", 1)[-1])
