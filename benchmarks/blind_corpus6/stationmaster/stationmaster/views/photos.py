import hashlib
import os
import subprocess
from pathlib import Path

from pyramid.httpexceptions import HTTPForbidden, HTTPNotFound
from pyramid.response import FileResponse
from pyramid.view import view_config

from ..lib import iiif


def _root(request):
    return Path(request.registry.settings["photos.root"]).resolve()


def _contained(request, rel):
    root = _root(request)
    src = (root / rel).resolve()
    if root not in src.parents or not src.is_file():
        raise HTTPForbidden()
    return src


@view_config(route_name="photo_raw")
def photo_raw(request):
    path = os.path.join(request.registry.settings["photos.root"], request.params["file"])
    if not os.path.isfile(path):
        raise HTTPNotFound()
    return FileResponse(path, request=request)


@view_config(route_name="photo_download", permission="view")
def photo_download(request):
    src = _contained(request, request.params["file"])
    return FileResponse(str(src), request=request, content_type="image/tiff")


@view_config(route_name="photo_thumb")
def photo_thumb(request):
    src = _contained(request, request.params["file"])
    w = min(int(request.params.get("w", 320)), 2000)
    h = min(int(request.params.get("h", 240)), 2000)
    key = hashlib.sha256(f"{src}:{w}x{h}".encode()).hexdigest()
    thumb = Path(request.registry.settings["photos.cache"]) / f"{key}.jpg"
    if not thumb.exists():
        subprocess.run(["convert", str(src), "-resize", f"{w}x{h}", str(thumb)], check=True, timeout=60)
    return FileResponse(str(thumb), request=request, content_type="image/jpeg")


@view_config(route_name="manifest_import", renderer="json", permission="edit")
def manifest_import(request):
    return iiif.fetch_external_manifest(request.params["url"])
