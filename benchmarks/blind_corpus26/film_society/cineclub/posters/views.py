import os
import subprocess
import tempfile

from flask import abort, current_app, request, send_file, send_from_directory
from flask.views import MethodView
from werkzeug.utils import secure_filename

from . import bp


class PosterFile(MethodView):
    def get(self, filename):
        return send_from_directory(current_app.config["POSTER_DIR"], filename)


class PosterRaw(MethodView):
    """Original (unresized) uploads, kept per screening."""

    def get(self):
        screening = request.args.get("screening", "")
        name = request.args.get("name", "")
        path = os.path.join(current_app.config["POSTER_DIR"], "originals", screening, name)
        return send_file(path)


class PosterUpload(MethodView):
    def post(self):
        f = request.files["poster"]
        name = secure_filename(f.filename) or "poster.png"
        with open("/tmp/poster-upload-" + name, "wb") as fh:
            f.save(fh)
            tmp_path = fh.name
        width = request.form.get("width", "800")
        out = os.path.join(current_app.config["POSTER_DIR"], name)
        subprocess.call("convert %s -resize %sx %s" % (tmp_path, width, out), shell=True)
        return {"poster": name}


class PosterThumb(MethodView):
    def post(self):
        f = request.files["poster"]
        with tempfile.TemporaryDirectory() as work:
            src = os.path.join(work, "src")
            f.save(src)
            dst = os.path.join(current_app.config["POSTER_DIR"], "thumbs", secure_filename(f.filename))
            subprocess.run(["convert", src, "-thumbnail", "240x", dst], check=True)
        return {"thumb": os.path.basename(dst)}


bp.add_url_rule("/<path:filename>", view_func=PosterFile.as_view("file"))
bp.add_url_rule("/raw", view_func=PosterRaw.as_view("raw"))
bp.add_url_rule("/upload", view_func=PosterUpload.as_view("upload"))
bp.add_url_rule("/thumb", view_func=PosterThumb.as_view("thumb"))
