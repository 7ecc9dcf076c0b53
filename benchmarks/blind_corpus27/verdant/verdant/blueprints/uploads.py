import os
import tempfile

from flask import Blueprint, current_app, request, send_file, send_from_directory
from werkzeug.utils import secure_filename

bp = Blueprint("uploads", __name__, url_prefix="/uploads")


@bp.post("/photo")
def photo():
    f = request.files["photo"]
    name = secure_filename(f.filename)
    f.save(os.path.join(current_app.config["UPLOAD_DIR"], name))
    return {"saved": name}


@bp.get("/photo/<path:name>")
def get_photo(name):
    return send_from_directory(current_app.config["UPLOAD_DIR"], name)


@bp.get("/raw")
def raw():
    rel = request.args.get("p", "")
    return send_file(current_app.config["UPLOAD_DIR"] + "/" + rel)


@bp.post("/sheet")
def sheet():
    with tempfile.TemporaryDirectory() as tmp:
        dest = os.path.join(tmp, "sheet.csv")
        request.files["sheet"].save(dest)
        return {"rows": sum(1 for _ in open(dest))}
