import os
from urllib.parse import urlsplit

from flask import Blueprint, abort, current_app, redirect, request, send_file, send_from_directory

bp = Blueprint("bikes", __name__, url_prefix="/bikes")


@bp.get("/photo")
def photo():
    ticket, _, name = request.args.get("ref", "").partition(":")
    path = os.path.join(current_app.config["PHOTO_DIR"], ticket, name)
    if not os.path.isfile(path):
        abort(404)
    return send_file(path)


@bp.get("/manual/<path:name>")
def manual(name):
    return send_from_directory(current_app.config["DOCS_DIR"], name)


@bp.get("/checked")
def checked():
    target = request.args.get("next", "/")
    return redirect(target)


@bp.get("/back")
def back():
    target = request.args.get("to", "/").replace("\\", "/")
    parts = urlsplit(target)
    if parts.netloc:
        allowed = parts.scheme in ("http", "https") and parts.hostname in current_app.config["ALLOWED_RETURN_HOSTS"]
    else:
        allowed = not parts.scheme and target.startswith("/") and not target.startswith("//")
    if not allowed or any(ord(c) < 32 for c in target):
        target = "/"
    return redirect(target)
