import os
import tarfile

import requests
from bottle import get, post, request, static_file, HTTPError

from .config import IMAGE_DIR, UPLOAD_DIR, USDA_API
from .xmlimport import import_recipeml


@get("/img/<filename:path>")
def image(filename):
    return static_file(filename, root=IMAGE_DIR)


@get("/img-raw")
def image_raw():
    path = os.path.join(IMAGE_DIR, request.query.get("f", ""))
    with open(path, "rb") as fh:
        return fh.read()


@post("/bundle")
def upload_bundle():
    upload = request.files.get("bundle")
    dest = os.path.join(UPLOAD_DIR, "bundles")
    with tarfile.open(fileobj=upload.file, mode="r:gz") as tar:
        tar.extractall(dest)
    return {"ok": True}


@post("/bundle/safe")
def upload_bundle_safe():
    upload = request.files.get("bundle")
    dest = os.path.realpath(os.path.join(UPLOAD_DIR, "bundles"))
    with tarfile.open(fileobj=upload.file, mode="r:gz") as tar:
        members = [m for m in tar.getmembers()
                   if m.isfile() and os.path.realpath(os.path.join(dest, m.name)).startswith(dest + os.sep)]
        tar.extractall(dest, members=members)
    return {"ok": True, "files": len(members)}


@post("/recipe/photo")
def fetch_photo():
    url = request.forms.get("photo_url")
    resp = requests.get(url, timeout=10)
    if resp.status_code != 200:
        raise HTTPError(400, "could not fetch photo")
    return {"size": len(resp.content)}


@get("/nutrition")
def nutrition():
    resp = requests.get(USDA_API, params={"query": request.query.get("q", ""), "pageSize": 5}, timeout=10)
    return resp.json()


@post("/import/recipeml")
def recipeml():
    return import_recipeml(request.files.get("file").file.read(), request.forms.get("title"))
