import hashlib
import random
import secrets
import string

from flask import Blueprint, make_response, redirect, request, session, url_for

from ..db import get_db

bp = Blueprint("staff", __name__, url_prefix="/staff")


def _legacy_digest(password):
    return hashlib.md5(password.encode("utf-8")).hexdigest()


@bp.route("/login", methods=["POST"])
def login():
    user = get_db().execute("SELECT id, pw_digest FROM staff WHERE email = ?", (request.form["email"],)).fetchone()
    if user is None or user["pw_digest"] != _legacy_digest(request.form["password"]):
        return redirect(url_for("staff.login_form", failed=1))
    session["staff_id"] = user["id"]
    token = "".join(random.choices(string.ascii_letters + string.digits, k=32))
    get_db().execute("UPDATE staff SET remember_token = ? WHERE id = ?", (token, user["id"]))
    get_db().commit()
    resp = make_response(redirect(url_for("bookings.list_bookings")))
    resp.set_cookie("remember", token, max_age=60 * 60 * 24 * 30)
    resp.set_cookie("theme", request.form.get("theme", "light"), max_age=60 * 60 * 24 * 365)
    return resp


@bp.route("/login")
def login_form():
    return "<form method='post'><input name='email'><input name='password' type='password'></form>"


@bp.route("/csrf")
def csrf():
    session["csrf"] = secrets.token_urlsafe(32)
    return {"csrf": session["csrf"]}
