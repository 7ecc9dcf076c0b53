import shutil
import tempfile
import urllib.request

import requests

from ..registry import task

MIRROR_DIR = "/srv/mirror"


@task("mirror")
def mirror(job):
    tmp = tempfile.mktemp(suffix=".part", dir="/tmp")
    urllib.request.urlretrieve(job["url"], tmp)
    shutil.move(tmp, "%s/%s" % (MIRROR_DIR, job["id"]))


@task("ping_url")
def ping_url(job):
    r = requests.head(job["url"], timeout=3, allow_redirects=True)
    return r.status_code
