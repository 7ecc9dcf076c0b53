import os
import subprocess

from flask import Blueprint, abort, current_app, jsonify, request, send_file, send_from_directory
from werkzeug.utils import secure_filename

bp = Blueprint("music", __name__)
ALLOWED = {".mp3", ".wav", ".m4a", ".ogg"}


class RoutineTrack:
    def __init__(self, skater_id, filename):
        self.skater_id = int(skater_id)
        self.filename = filename

    @property
    def folder(self):
        return os.path.join(current_app.config["MUSIC_DIR"], str(self.skater_id))

    @property
    def path(self):
        return os.path.join(self.folder, self.filename)

    def normalise(self, target_lufs):
        out = os.path.splitext(self.path)[0] + "-norm.mp3"
        subprocess.run(["ffmpeg", "-y", "-i", self.path, "-af", "loudnorm=I=%d" % int(target_lufs), out],
                       check=True, capture_output=True)
        return out

    def trim(self, start, end):
        out = os.path.splitext(self.path)[0] + "-cut.mp3"
        cmd = "ffmpeg -y -i '%s' -ss %s -to %s '%s'" % (self.path, start, end, out)
        subprocess.run(cmd, shell=True, check=True)
        return out


@bp.route("/<int:skater_id>", methods=["POST"])
def upload(skater_id):
    f = request.files["track"]
    name = secure_filename(f.filename)
    if os.path.splitext(name)[1].lower() not in ALLOWED:
        abort(400)
    track = RoutineTrack(skater_id, name)
    os.makedirs(track.folder, exist_ok=True)
    f.save(track.path)
    track.normalise(request.form.get("lufs", "-14"))
    return jsonify({"stored": name})


@bp.route("/<int:skater_id>/trim", methods=["POST"])
def trim(skater_id):
    track = RoutineTrack(skater_id, secure_filename(request.form["file"]))
    out = track.trim(request.form.get("start", "0"), request.form.get("end", "240"))
    return jsonify({"trimmed": os.path.basename(out)})


@bp.route("/<int:skater_id>/play")
def play(skater_id):
    track = RoutineTrack(skater_id, request.args.get("file", ""))
    return send_file(track.path, mimetype="audio/mpeg")


@bp.route("/<int:skater_id>/cover/<path:name>")
def cover(skater_id, name):
    return send_from_directory(os.path.join(current_app.config["MUSIC_DIR"], str(skater_id)), name)
