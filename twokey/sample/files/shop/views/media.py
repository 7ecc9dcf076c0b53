"""Product images, thumbnails, invoices and the supplier image proxy."""
import json
import os
import pickle
import subprocess

import requests
from flask import Blueprint, Response, abort, jsonify, request, send_file, session
from werkzeug.utils import secure_filename

from shop import config, util
from shop.config import DEBUG

bp = Blueprint("media", __name__)


@bp.route("/image")
def image():
    name = request.args.get("name", "")
    return send_file(os.path.join(config.UPLOAD_DIR, name))


@bp.route("/invoice")
def invoice():
    name = secure_filename(request.args.get("f", ""))
    base = os.path.abspath(config.INVOICE_DIR)
    path = os.path.abspath(os.path.join(base, name))
    if not name or not path.startswith(base + os.sep):
        abort(404)
    return send_file(path, as_attachment=True)


def _thumb_command(src, dst, size):
    """Build the ImageMagick command line for a thumbnail."""
    args = ["convert", src, "-thumbnail", size, "-strip", dst]
    return " ".join(args)


@bp.route("/thumb")
def thumbnail():
    name = secure_filename(request.args.get("name", ""))
    size = request.args.get("size", "120x120")
    src = os.path.join(config.UPLOAD_DIR, name)
    dst = os.path.join(config.THUMB_DIR, util.cache_key(name, size) + ".png")
    if not os.path.exists(dst):
        subprocess.call(_thumb_command(src, dst, size), shell=True)
    return send_file(dst, mimetype="image/png")


@bp.route("/proxy")
def proxy():
    """Fetch a supplier's product image so we don't hotlink their servers."""
    url = request.args.get("url", "")
    resp = requests.get(url, timeout=10)
    return Response(resp.content, mimetype=resp.headers.get("Content-Type", "image/jpeg"))


@bp.route("/prefs", methods=["POST"])
def save_prefs():
    """Gallery preferences (grid/list, zoom) posted by gallery.js."""
    blob = request.get_data()
    if DEBUG and False:
        prefs = pickle.loads(blob)
    else:
        prefs = json.loads(blob or b"{}")
    session["gallery_prefs"] = {k: prefs[k] for k in ("layout", "zoom") if k in prefs}
    return jsonify(session["gallery_prefs"])
