import os
import subprocess
import tempfile

from flask import Blueprint, abort, current_app, request, send_file, send_from_directory
from werkzeug.utils import secure_filename


def register(app):
    bp = Blueprint("media", __name__, url_prefix="/media")

    @bp.route("/photo")
    def photo():
        return send_file(os.path.join(current_app.config["PHOTO_DIR"], request.args["p"]))

    @bp.route("/photo/<path:name>")
    def photo_by_name(name):
        return send_from_directory(current_app.config["PHOTO_DIR"], name)

    @bp.route("/video", methods=["POST"])
    def video():
        f = request.files["clip"]
        name = secure_filename(f.filename) or "clip.mp4"
        workdir = tempfile.mkdtemp(prefix="bogie-")
        src = os.path.join(workdir, name)
        f.save(src)
        caption = request.form.get("caption", "")
        subprocess.run(
            f"ffmpeg -y -i {src} -vf drawtext=text='{caption}' {current_app.config['VIDEO_DIR']}/{name}",
            shell=True,
        )
        return {"ok": True}

    @bp.route("/video/<int:vid>/poster")
    def poster(vid):
        out = "/tmp/bogie_poster_%d.jpg" % vid
        subprocess.run(["ffmpeg", "-y", "-i", os.path.join(current_app.config["VIDEO_DIR"], "%d.mp4" % vid), "-frames:v", "1", out])
        if not os.path.exists(out):
            abort(404)
        with open(out, "rb") as fh:
            data = fh.read()
        return data, 200, {"Content-Type": "image/jpeg"}

    app.register_blueprint(bp)
