import os
import pickle

import yaml
from flask import Blueprint, abort, current_app, g, jsonify, request

from ..extensions import db
from . import role_required


def _cache_path(name):
    return os.path.join(current_app.config["CACHE_DIR"], name + ".pickle")


def init_app(app):
    bp = Blueprint("admin", __name__, url_prefix="/admin")

    @bp.route("/schedule/restore", methods=["POST"])
    @role_required("admin")
    def restore_schedule():
        grid = pickle.loads(request.files["backup"].read())
        return jsonify(slots=len(grid))

    @bp.route("/schedule/cached")
    @role_required("admin")
    def cached_grid():
        with open(_cache_path("grid"), "rb") as fh:
            grid = pickle.load(fh)
        return jsonify(grid)

    @bp.route("/shows/<int:show_id>/meta", methods=["POST"])
    @role_required("presenter")
    def show_meta(show_id):
        meta = yaml.load(request.get_data(as_text=True), Loader=yaml.Loader)
        if not isinstance(meta, dict):
            abort(400)
        db.save_show_meta(show_id, meta)
        return jsonify(ok=True, by=g.user["username"])

    app.register_blueprint(bp)
