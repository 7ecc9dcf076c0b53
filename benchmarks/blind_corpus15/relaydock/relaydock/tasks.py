import hashlib
import json
import os
import shutil
import subprocess
import tempfile
import time

import requests

from .celery_app import app


@app.task(bind=True, max_retries=2)
def clone_and_build(self, repo_url, ref, callback=None):
    workdir = tempfile.mkdtemp(prefix="rd-build-")
    try:
        subprocess.run(f"git clone --depth 1 --branch {ref} {repo_url} {workdir}/src", shell=True, check=True, timeout=600)
        subprocess.run(["make", "-C", os.path.join(workdir, "src"), "dist"], check=True, timeout=1800)
        artifact = package(int(time.time()), os.path.join(workdir, "src", "dist"))
    finally:
        shutil.rmtree(workdir, ignore_errors=True)
    if callback:
        notify.delay(callback, {"repo": repo_url, "ref": ref, "artifact": artifact})
    return artifact


def package(job_id, distdir):
    out = "/tmp/relaydock-%d.tar.gz" % job_id
    subprocess.run(["tar", "-czf", out, "-C", distdir, "."], check=True)
    with open(out, "rb") as fh:
        name = hashlib.sha1(fh.read()).hexdigest() + ".tar.gz"
    shutil.move(out, os.path.join("/var/spool/relaydock", name))
    return name


@app.task
def notify(callback, payload):
    requests.post(callback, data=json.dumps(payload), headers={"Content-Type": "application/json"}, timeout=10)
