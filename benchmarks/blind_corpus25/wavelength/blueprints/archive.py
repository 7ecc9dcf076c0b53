import os
import subprocess
import tempfile

from quart import Blueprint, abort, current_app, request, send_file, send_from_directory

bp = Blueprint("archive", __name__, url_prefix="/archive")

BITRATES = {"64k", "96k", "128k", "192k"}


@bp.route("/download")
async def download():
    name = request.args.get("file", "")
    root = current_app.config["ARCHIVE_ROOT"]
    return await send_file(os.path.join(root, name))


@bp.route("/episodes/<path:name>")
async def episode(name):
    return await send_from_directory(current_app.config["ARCHIVE_ROOT"], name)


@bp.route("/transcode", methods=["POST"])
async def transcode():
    form = await request.form
    src = os.path.join(current_app.config["ARCHIVE_ROOT"], os.path.basename(form["file"]))
    bitrate = form.get("bitrate", "128k")
    out = tempfile.mktemp(suffix=".mp3", prefix="wl-")
    subprocess.run(f"ffmpeg -y -i {src} -b:a {bitrate} {out}", shell=True, check=True)
    return await send_file(out, as_attachment=True)


@bp.route("/clip", methods=["POST"])
async def clip():
    form = await request.form
    src = os.path.join(current_app.config["ARCHIVE_ROOT"], os.path.basename(form["file"]))
    bitrate = form.get("bitrate", "128k")
    if bitrate not in BITRATES:
        abort(400)
    start = str(float(form.get("start", "0")))
    with tempfile.NamedTemporaryFile(suffix=".mp3", delete=False) as tmp:
        out = tmp.name
    subprocess.run(["ffmpeg", "-y", "-ss", start, "-i", src, "-t", "30", "-b:a", bitrate, out], check=True)
    return await send_file(out, as_attachment=True)
