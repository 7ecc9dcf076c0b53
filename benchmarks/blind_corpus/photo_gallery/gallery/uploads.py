import os
import zipfile
import xml.etree.ElementTree as ET

from flask import Blueprint, current_app, jsonify, request
from werkzeug.utils import secure_filename

from . import plugins
from .signals import upload_done

bp = Blueprint("uploads", __name__, url_prefix="/upload")


def _xmp(data: bytes):
    start = data.find(b"<x:xmpmeta")
    end = data.find(b"</x:xmpmeta>")
    if start == -1 or end == -1:
        return {}
    root = ET.fromstring(data[start:end + len(b"</x:xmpmeta>")])
    return {el.tag.rsplit("}", 1)[-1]: (el.text or "") for el in root.iter()}


@bp.post("/photo")
def photo():
    f = request.files["photo"]
    name = secure_filename(f.filename)
    dest = os.path.join(current_app.config["PHOTO_ROOT"], name)
    f.save(dest)
    with open(dest, "rb") as fh:
        meta = _xmp(fh.read())
    plugins.run_all(dest, request.form.to_dict())
    upload_done.send(current_app._get_current_object(), photo_id=name, callback=request.form.get("callback"))
    return jsonify(name=name, meta=meta)


@bp.post("/zip")
def bulk():
    dest = os.path.join(current_app.config["PHOTO_ROOT"], "bulk")
    with zipfile.ZipFile(request.files["archive"]) as zf:
        zf.extractall(dest)
    return jsonify(ok=True)
