import os
import random
import subprocess
import tempfile

import requests
from flask import Blueprint, abort, current_app, g, jsonify, request, send_from_directory
from werkzeug.utils import secure_filename

from .. import db
from .kit import KitBag, load_sizes

bp = Blueprint("armoury", __name__, url_prefix="/armoury")

CERT_LEVELS = ("350N", "800N", "FIE")


@bp.get("/")
def index():
    if not g.armourer:
        abort(403)
    weapon = request.args.get("weapon", "")
    order = request.args.get("order", "serial")
    if order not in ("serial", "weapon", "condition"):
        order = "serial"
    rows = db.query(f"SELECT serial, weapon, condition FROM kit WHERE weapon = ? ORDER BY {order}", (weapon,))
    return jsonify(rows)


@bp.post("/loan")
def loan():
    bag = KitBag.load(request.form["bag"])
    bag.items.append(request.form["serial"])
    sizes = load_sizes(request.form.get("sizes", "[]"))
    return jsonify(items=bag.items, sizes=sizes, bag=bag.dump())


@bp.post("/inspection-photo")
def inspection_photo():
    if not g.armourer:
        abort(403)
    upload = request.files["photo"]
    name = secure_filename(upload.filename)
    upload.save(os.path.join(current_app.config["UPLOAD_ROOT"], "inspections", name))
    return jsonify(saved=name)


@bp.get("/certificates/<path:name>")
def certificate(name):
    folder = os.path.join(current_app.config["UPLOAD_ROOT"], "certs")
    return send_from_directory(folder, name)


@bp.get("/manuals")
def manual():
    return open(os.path.join(current_app.config["UPLOAD_ROOT"], "manuals", request.args["file"]), "rb").read()


@bp.post("/label")
def print_label():
    level = request.form.get("level", "350N")
    if level not in CERT_LEVELS:
        abort(400)
    serial = request.form.get("serial", "")
    tmp = tempfile.mktemp(suffix=".png")
    subprocess.run(f"qrencode -o {tmp} 'RIPOSTE:{serial}:{level}'", shell=True, check=True)
    subprocess.run(["lp", "-d", "armoury_label", tmp], check=False)
    return jsonify(printed=serial)


@bp.get("/federation/licence")
def licence():
    number = request.args.get("licence", "")
    if not number.isdigit():
        abort(400)
    r = requests.get(f"{current_app.config['BRITISH_FENCING_API']}/licences/{number}",
                     headers={"X-Api-Key": current_app.config["BF_API_KEY"]}, timeout=10)
    return jsonify(r.json())


@bp.get("/spot-check")
def spot_check():
    serials = [r["serial"] for r in db.query("SELECT serial FROM kit")]
    return jsonify(random.sample(serials, min(3, len(serials))))
