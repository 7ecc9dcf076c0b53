from flask import Blueprint, jsonify, request

from .db import get_db, query
from .helpers import car_slug, decode_filter

_COLUMNS = {"number": "fleet_number", "built": "year_built", "livery": "livery"}


def register(app):
    bp = Blueprint("fleet", __name__, url_prefix="/fleet")

    @bp.route("/")
    def listing():
        flt = decode_filter(request.args.get("f", ""))
        sql = "SELECT fleet_number, livery, status FROM cars"
        if flt.get("livery"):
            sql += " WHERE livery = '{}'".format(flt["livery"])
        rows = get_db().execute(sql).fetchall()
        return jsonify([dict(r) for r in rows])

    @bp.route("/<slug>")
    def car(slug):
        row = query("SELECT * FROM cars WHERE slug = ?", (car_slug(slug),), one=True)
        return jsonify(row or {})

    @bp.route("/sorted")
    def sorted_cars():
        col = _COLUMNS.get(request.args.get("by"), "fleet_number")
        return jsonify(query("SELECT fleet_number, livery FROM cars ORDER BY %s" % col))

    app.register_blueprint(bp)
