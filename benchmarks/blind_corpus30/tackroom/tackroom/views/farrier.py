import os
import subprocess
import tempfile

from flask import current_app, jsonify, request, send_file
from flask.views import MethodView
from werkzeug.utils import secure_filename


class HoofPhotos(MethodView):
    def _dir(self, horse_id):
        path = os.path.join(current_app.config["UPLOAD_ROOT"], "hooves", str(horse_id))
        os.makedirs(path, exist_ok=True)
        return path

    def get(self, horse_id):
        name = request.args.get("photo", "")
        return send_file(os.path.join(self._dir(horse_id), name))

    def post(self, horse_id):
        photo = request.files["photo"]
        caption = request.form.get("caption", "")
        scratch = tempfile.mktemp(suffix=".jpg")
        photo.save(scratch)
        final = os.path.join(self._dir(horse_id), secure_filename(photo.filename) or "photo.jpg")
        subprocess.check_call(
            "convert %s -resize 1600x1600 -gravity south -annotate +0+10 '%s' %s" % (scratch, caption, final), shell=True
        )
        os.unlink(scratch)
        subprocess.run(["exiftool", "-overwrite_original", "-gps:all=", final], check=False)
        return jsonify({"saved": os.path.basename(final)}), 201

    def delete(self, horse_id):
        name = secure_filename(request.args.get("photo", ""))
        os.remove(os.path.join(self._dir(horse_id), name))
        return "", 204
