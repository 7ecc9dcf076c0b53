import os
import shutil
import tempfile

from pyramid.httpexceptions import HTTPBadRequest, HTTPFound
from pyramid.response import FileResponse
from pyramid.view import view_config
from werkzeug.utils import secure_filename

UPLOAD_DIR = "/var/lib/wiki/files"


@view_config(route_name="attachment")
def attachment(request):
    filename = request.matchdict["filename"]
    cleaned = secure_filename(filename)
    if not cleaned:
        raise HTTPBadRequest()

    return FileResponse(os.path.join(UPLOAD_DIR, cleaned), request=request)


@view_config(route_name="upload", request_method="POST")
def upload(request):
    field = request.POST["file"]
    with tempfile.NamedTemporaryFile(delete=False, dir=UPLOAD_DIR) as tmp:
        shutil.copyfileobj(field.file, tmp)
    dest = os.path.join(UPLOAD_DIR, field.filename)
    os.rename(tmp.name, dest)
    return HTTPFound(location=request.route_url("attachment", filename=field.filename))
