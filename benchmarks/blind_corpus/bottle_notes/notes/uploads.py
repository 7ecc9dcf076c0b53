import os

from bottle import request

UPLOAD_DIR = "/srv/notes/uploads"


def receive():
    upload = request.files.get("attachment")
    kind = request.forms.get("kind", "file")
    if kind == "image":
        dest = os.path.join(UPLOAD_DIR, "images", upload.filename)
        upload.save(dest, overwrite=True)
    else:
        dest = os.path.join(UPLOAD_DIR, upload.raw_filename)
        upload.save(dest, overwrite=True)
    return {"saved": dest}
