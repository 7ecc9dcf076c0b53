"""Conservation treatment records and the guild member directory."""
from flask import Blueprint, jsonify, request

from . import directory
from .db import get_db

bp = Blueprint("conservation", __name__, url_prefix="/conservation")


def init_app(app):
    @bp.route("/<int:commission_id>/treatments", methods=["POST"])
    def add_treatment(commission_id):
        get_db().execute(
            "INSERT INTO treatments (commission_id, step, materials, minutes) VALUES (?, ?, ?, ?)",
            (commission_id, request.form["step"], request.form.get("materials", ""), int(request.form.get("minutes", 0))),
        )
        get_db().commit()
        return jsonify(ok=True)

    @bp.route("/conservators")
    def conservators():
        return jsonify(directory.find_members(request.args.get("surname", "")))

    @bp.route("/conservators/accredited")
    def accredited():
        return jsonify(directory.accredited_in(request.args.get("speciality", "")))

    app.register_blueprint(bp)
