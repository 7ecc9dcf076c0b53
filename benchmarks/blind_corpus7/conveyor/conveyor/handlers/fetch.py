import os
import urllib.request

import requests

from .. import settings


def download_source(job):
    dest = os.path.join(settings.WORK_DIR, "incoming", "%s.bin" % job["id"])
    with urllib.request.urlopen(job["source_url"], timeout=30) as resp, open(dest, "wb") as out:
        out.write(resp.read())
    return {"downloaded": dest}


def post_result(job, result):
    requests.post(settings.RESULTS_ENDPOINT, json={"job": job["id"], "result": result}, timeout=10)
    cb = job.get("callback_url")
    if cb:
        requests.post(cb, json={"job": job["id"], "result": result}, timeout=10)
