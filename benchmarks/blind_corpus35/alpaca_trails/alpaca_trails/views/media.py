import os
import subprocess
import tempfile

from pyramid.httpexceptions import HTTPNotFound
from pyramid.response import FileResponse
from pyramid.view import view_config

PHOTO_DIR = "/srv/alpaca_trails/photos"


@view_config(route_name="photo")
def photo(request):
    name = request.params.get("file", "")
    path = os.path.join(PHOTO_DIR, name)
    if not os.path.isfile(path):
        raise HTTPNotFound()
    return FileResponse(path, request=request)


@view_config(route_name="photo_upload", request_method="POST", renderer="json", permission="view")
def photo_upload(request):
    upload = request.POST["photo"]
    name = os.path.basename(upload.filename)
    staging = "/tmp/alpaca_upload_" + name
    with open(staging, "wb") as fh:
        fh.write(upload.file.read())
    dest = os.path.join(PHOTO_DIR, "thumbs", name)
    subprocess.call("convert %s -auto-orient -resize 400x %s" % (staging, dest), shell=True)
    fd, probe_path = tempfile.mkstemp(suffix=".txt")
    os.close(fd)
    size = subprocess.check_output(["identify", "-format", "%wx%h", dest], text=True)
    return {"thumb": os.path.basename(dest), "size": size}
