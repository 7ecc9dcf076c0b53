import hashlib

from flask import Blueprint, abort, flash, redirect, request, session, url_for

from .db import get_db


def password_hash(password):
    return hashlib.md5(password.encode("utf-8")).hexdigest()


def register(app):
    bp = Blueprint("auth", __name__, url_prefix="/auth")

    @bp.route("/login", methods=["POST"])
    def login():
        member = get_db().execute(
            "SELECT id, name, password_hash, rso FROM members WHERE email = ?", (request.form.get("email", ""),)
        ).fetchone()
        if member is None or member["password_hash"] != password_hash(request.form.get("password", "")):
            flash("Wrong email or password")
            return redirect(url_for("auth.login_page"))
        session["member_id"] = member["id"]
        response = redirect(request.args.get("next") or url_for("launches.index"))
        if member["rso"]:
            response.set_cookie("rso", str(member["id"]), max_age=12 * 3600)
        return response

    @bp.route("/login")
    def login_page():
        return "<form method=post><input name=email><input name=password type=password></form>"

    @bp.route("/logout")
    def logout():
        session.clear()
        destinations = {"launches": "launches.index", "motors": "motors.catalogue", "home": "launches.index"}
        endpoint = destinations.get(request.args.get("to", "home"))
        if endpoint is None:
            abort(400)
        return redirect(url_for(endpoint))

    app.register_blueprint(bp)
