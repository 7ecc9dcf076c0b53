import hashlib

from flask import Blueprint, abort, jsonify, make_response, redirect, request, session, url_for

from rinkside import db
from rinkside.services.staffdir import StaffDirectory

bp = Blueprint("auth", __name__)


@bp.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        session["return_to"] = request.args.get("return_to", url_for("index"))
        return "<form method=post><input name=user><input name=password type=password><button>Log in</button></form>"
    user = request.form.get("user", "")
    password = request.form.get("password", "")
    directory = StaffDirectory()
    if not directory.check_password(user, password):
        abort(401)
    row = db.query_one("SELECT id FROM staff WHERE sam = ?", (user,))
    resp = make_response(redirect(session.pop("return_to", url_for("index"))))
    resp.set_cookie("rs_staff", str(row["id"]), max_age=7 * 86400)
    return resp


@bp.route("/hire-desk/login", methods=["POST"])
def hire_desk_login():
    """Skate-hire desk volunteers have a local PIN instead of an AD account."""
    name = request.form.get("name", "")
    pin = request.form.get("pin", "")
    row = db.query_one("SELECT id, pin_hash FROM hire_volunteers WHERE name = ?", (name,))
    if row is None or hashlib.md5(pin.encode()).hexdigest() != row["pin_hash"]:
        abort(401)
    resp = make_response(jsonify({"ok": True}))
    resp.set_cookie("rs_hire", str(row["id"]), secure=True, httponly=True, samesite="Strict")
    return resp


@bp.route("/coaches")
def coaches():
    directory = StaffDirectory()
    return jsonify(directory.coaches(request.args.get("discipline", "Figure"), request.args.get("level", "*")))


@bp.route("/logout")
def logout():
    session.clear()
    resp = make_response(redirect(url_for("index")))
    resp.delete_cookie("rs_staff")
    return resp
