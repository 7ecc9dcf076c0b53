import hashlib
import hmac
import os

import requests

from .settings import STATUS_URL

SIGNING_KEY = os.environ.get("CALLBACK_SIGNING_KEY", "").encode()


def report_status(job_id, status):
    requests.put(STATUS_URL + str(int(job_id)), json={"status": status}, timeout=5)


def notify_callback(job, status):
    url = job.get("callback_url")
    if url:
        requests.post(url, json={"id": job["id"], "status": status}, timeout=10)


def sign(body):
    return hmac.new(SIGNING_KEY, body, hashlib.sha256).hexdigest()


def legacy_sign(body):
    # v1 partners verify md5(secret + body)
    return hashlib.md5(b"p0dc4st-partner-secret" + body).hexdigest()


def output_etag(path):
    with open(path, "rb") as fh:
        return hashlib.md5(fh.read()).hexdigest()
