import os

from flask import Blueprint, abort, current_app, request, send_file, send_from_directory


def register(app):
    bp = Blueprint("media", __name__, url_prefix="/media")

    @bp.route("/photos/<path:name>")
    def photo(name):
        return send_from_directory(current_app.config["PHOTO_DIR"], name)

    @bp.route("/download")
    def download():
        name = request.args.get("file", "")
        path = os.path.join(current_app.config["FLIGHT_DIR"], name)
        if not os.path.isfile(path):
            abort(404)
        return send_file(path, as_attachment=True)

    app.register_blueprint(bp)
