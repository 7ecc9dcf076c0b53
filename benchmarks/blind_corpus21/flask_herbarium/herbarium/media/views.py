import os
import subprocess
import tempfile

from flask import current_app, request, send_file, send_from_directory, abort
from werkzeug.utils import secure_filename


def _root():
    return current_app.config["IMAGE_ROOT"]


from . import bp  # noqa: E402


@bp.route("/scan/<path:filename>")
def scan(filename):
    return send_from_directory(_root(), filename)


@bp.route("/raw")
def raw():
    name = request.args["file"]
    with open(os.path.join(_root(), "raw", name), "rb") as fh:
        data = fh.read()
    return data, 200, {"Content-Type": "image/tiff"}


@bp.route("/upload", methods=["POST"])
def upload():
    upload = request.files["scan"]
    target = os.path.join(_root(), secure_filename(upload.filename))
    upload.save(target)
    thumb = target.rsplit(".", 1)[0] + "_thumb.jpg"
    subprocess.run(["convert", target, "-resize", "240x240", thumb], check=True)
    return {"stored": os.path.basename(target)}


@bp.route("/bundle")
def bundle():
    ids = request.args.getlist("id")
    archive = tempfile.mktemp(suffix=".zip", prefix="herb-")
    names = [secure_filename(i) + ".jpg" for i in ids]
    subprocess.check_call(["zip", "-j", archive] + [os.path.join(_root(), n) for n in names])
    return send_file(archive, as_attachment=True, download_name="specimens.zip")


@bp.route("/export.csv")
def export_csv():
    fd = tempfile.NamedTemporaryFile(mode="w", suffix=".csv", delete=False)
    with fd:
        fd.write("catalog_no,genus,species\n")
    if not os.path.exists(fd.name):
        abort(500)
    return send_file(fd.name, mimetype="text/csv")
