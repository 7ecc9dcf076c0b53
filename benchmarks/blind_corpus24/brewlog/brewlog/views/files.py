import os

from bottle import Bottle, abort, request, response, static_file

from ..labels import quick_label_png, render_label_pdf
from .. import db

routes = Bottle()
UPLOADS = os.path.abspath(os.environ.get("BREWLOG_UPLOADS", "uploads"))


@routes.get("/static/<filepath:path>")
def static(filepath):
    return static_file(filepath, root="./static")


@routes.get("/photo")
def photo():
    name = request.query.get("name", "")
    path = os.path.join(UPLOADS, name)
    if not os.path.isfile(path):
        abort(404)
    response.content_type = "image/jpeg"
    return open(path, "rb")


@routes.post("/photo")
def upload_photo():
    up = request.files.get("photo")
    name = os.path.basename(up.raw_filename.replace("\\", "/"))
    if not name or name.startswith("."):
        abort(400)
    up.save(os.path.join(UPLOADS, name), overwrite=True)
    return {"saved": name}


@routes.get("/batch/<batch_id:int>/label")
def label(batch_id):
    b = db.batch(batch_id)
    if not b:
        abort(404)
    path = quick_label_png(b) if request.query.get("quick") else render_label_pdf(b)
    return static_file(os.path.basename(path), root=os.path.dirname(path))
