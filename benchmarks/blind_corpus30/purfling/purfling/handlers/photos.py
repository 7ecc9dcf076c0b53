import mimetypes
import os
import uuid

from webob import Request

from .. import settings
from ..request import text


def serve(req):
    name = req.query.get("name", "")
    path = os.path.join(settings.PHOTO_ROOT, name)
    with open(path, "rb") as fh:
        data = fh.read()
    return "200 OK", [("Content-Type", mimetypes.guess_type(path)[0] or "application/octet-stream")], data


def thumb(req):
    name = req.query.get("name", "")
    root = os.path.realpath(os.path.join(settings.PHOTO_ROOT, "thumbs"))
    path = os.path.realpath(os.path.join(root, name))
    if not path.startswith(root + os.sep):
        return text("Not found", "404 Not Found")
    with open(path, "rb") as fh:
        return "200 OK", [("Content-Type", "image/jpeg")], fh.read()


def upload(req):
    wreq = Request(req.environ)
    field = wreq.POST["photo"]
    ticket = int(wreq.POST["ticket"])
    folder = os.path.join(settings.PHOTO_ROOT, str(ticket))
    os.makedirs(folder, exist_ok=True)
    stored = os.path.join(folder, "%s-%s" % (uuid.uuid4().hex[:8], os.path.basename(field.filename)))
    with open(stored, "wb") as fh:
        fh.write(field.file.read())
    os.system("exiftool -overwrite_original -all= '%s'" % stored)
    return text("stored %s" % os.path.basename(stored), "201 Created")
