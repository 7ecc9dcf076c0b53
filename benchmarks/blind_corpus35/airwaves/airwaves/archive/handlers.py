import os
import tempfile

from flask import Blueprint, abort, current_app, jsonify, request, send_file, send_from_directory

from .clips import cut_clip, loudness_report, probe_duration


def init_app(app):
    bp = Blueprint("archive", __name__, url_prefix="/archive")

    @bp.route("/recordings/<path:name>")
    def recording(name):
        return send_from_directory(current_app.config["ARCHIVE_DIR"], name)

    @bp.route("/transcript")
    def transcript():
        name = request.args.get("file", "")
        path = os.path.join(current_app.config["ARCHIVE_DIR"], "transcripts", name)
        with open(path, encoding="utf-8") as fh:
            return fh.read(), 200, {"Content-Type": "text/plain; charset=utf-8"}

    @bp.route("/clip")
    def clip():
        name = os.path.basename(request.args["file"])
        src = os.path.join(current_app.config["ARCHIVE_DIR"], name)
        start = request.args.get("start", "0")
        length = request.args.get("len", "30")
        out = tempfile.mktemp(suffix=".mp3")
        cut_clip(src, start, length, out)
        return send_file(out, mimetype="audio/mpeg", as_attachment=True)

    @bp.route("/stats/<int:episode_id>")
    def stats(episode_id):
        src = os.path.join(current_app.config["ARCHIVE_DIR"], f"{episode_id}.mp3")
        if not os.path.exists(src):
            abort(404)
        with tempfile.NamedTemporaryFile(suffix=".txt", mode="w+") as tmp:
            tmp.write(loudness_report(src))
            tmp.seek(0)
            return jsonify(duration=probe_duration(src), loudness=tmp.read())

    app.register_blueprint(bp)
