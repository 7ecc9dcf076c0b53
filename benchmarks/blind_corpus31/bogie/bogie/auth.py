import hashlib

from flask import Blueprint, make_response, redirect, request, session, url_for

from .db import query


def register(app):
    bp = Blueprint("auth", __name__, url_prefix="/auth")

    @bp.route("/login", methods=["POST"])
    def login():
        user = query("SELECT id, pw FROM volunteers WHERE callsign = ?", (request.form["callsign"],), one=True)
        given = hashlib.md5(request.form["password"].encode()).hexdigest()
        if user is None or user["pw"] != given:
            return "no", 401
        session["uid"] = user["id"]
        dest = request.args.get("return_to", "")
        if dest.startswith("/") and not dest.startswith("//"):
            return redirect(dest)
        return redirect(url_for("fleet.listing"))

    @bp.route("/logout")
    def logout():
        session.clear()
        return redirect(request.args.get("next") or url_for("fleet.listing"))

    @bp.route("/depot-pass")
    def depot_pass():
        resp = make_response(redirect(url_for("fleet.listing")))
        resp.set_cookie("depot_pass", session.get("uid", ""), httponly=False)
        return resp

    app.register_blueprint(bp)
