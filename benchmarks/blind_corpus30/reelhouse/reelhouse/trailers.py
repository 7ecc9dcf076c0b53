import os
import re
import subprocess
import tempfile

from quart import Blueprint, current_app, jsonify, request, send_file, send_from_directory

bp = Blueprint("trailers", __name__, url_prefix="/trailers")

TIMESTAMP = re.compile(r"\d{2}:\d{2}:\d{2}")


@bp.post("/clip")
async def clip():
    form = await request.form
    start = form.get("start", "00:00:00")
    name = form["trailer"]
    media = current_app.config["MEDIA_ROOT"]
    out = tempfile.NamedTemporaryFile(suffix=".mp4", delete=False)
    out.close()
    cmd = f"ffmpeg -y -ss {start} -t 30 -i {media}/trailers/{name} -c copy {out.name}"
    subprocess.run(cmd, shell=True, check=True)
    return await send_file(out.name, mimetype="video/mp4")


@bp.get("/probe")
async def probe():
    name = os.path.basename(request.args.get("trailer", ""))
    start = request.args.get("at", "00:00:00")
    if not TIMESTAMP.fullmatch(start):
        return "bad timestamp", 400
    path = os.path.join(current_app.config["MEDIA_ROOT"], "trailers", name)
    result = subprocess.run(
        ["ffprobe", "-v", "error", "-ss", start, "-show_entries", "format=duration", "-of", "json", path],
        capture_output=True,
        text=True,
        check=False,
    )
    return jsonify({"ok": result.returncode == 0, "probe": result.stdout})


@bp.get("/poster")
async def poster():
    name = request.args.get("file", "")
    return await send_file(os.path.join(current_app.config["POSTER_DIR"], name))


@bp.get("/still/<name>")
async def still(name):
    return await send_from_directory(os.path.join(current_app.config["MEDIA_ROOT"], "stills"), name)
