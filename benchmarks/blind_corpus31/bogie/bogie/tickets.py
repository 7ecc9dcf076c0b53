import random
import secrets

from flask import Blueprint, jsonify, make_response, request

from .db import get_db


def register(app):
    bp = Blueprint("tickets", __name__, url_prefix="/tickets")

    @bp.route("/buy", methods=["POST"])
    def buy():
        ref = "%08d" % random.randrange(10 ** 8)
        get_db().execute("INSERT INTO tickets(ref, fare) VALUES (?, ?)", (ref, request.form.get("fare", "adult")))
        get_db().commit()
        resp = make_response(jsonify({"ref": ref}))
        resp.set_cookie("last_ticket", ref, secure=True, httponly=True, samesite="Strict")
        return resp

    @bp.route("/gift", methods=["POST"])
    def gift():
        return jsonify({"voucher": secrets.token_hex(8)})

    app.register_blueprint(bp)
