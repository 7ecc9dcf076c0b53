from flask import Blueprint, redirect, render_template, request, session, url_for

from .. import users
from ..compat import Signer

bp = Blueprint("auth", __name__)

THEMES = ("light", "dark", "high-contrast")


@bp.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        return render_template("login.html")
    user = users.authenticate(request.form.get("email", ""), request.form.get("password", ""))
    if user is None:
        return render_template("login.html", error="Invalid email or password"), 401
    session.clear()
    session["uid"] = user.id
    resp = redirect(url_for("sheets.show_sheet", sheet_id=1))
    if request.form.get("remember"):
        token = users.issue_remember_token(user)
        resp.set_cookie("ledgerly_remember", token, max_age=60 * 60 * 24 * 30)
    return resp


@bp.route("/logout", methods=["POST"])
def logout():
    session.clear()
    resp = redirect(url_for("auth.login"))
    resp.delete_cookie("ledgerly_remember")
    return resp


@bp.route("/preferences/theme", methods=["POST"])
def set_theme():
    theme = request.form.get("theme", "light")
    if theme not in THEMES:
        theme = "light"
    resp = redirect(url_for("sheets.show_sheet", sheet_id=request.form.get("sheet", 1, type=int)))
    resp.set_cookie("ledgerly_theme", theme, max_age=60 * 60 * 24 * 365)
    return resp


@bp.after_app_request
def xsrf_cookie(resp):
    if "uid" in session and "csrf" in session:
        token = Signer(users.signing_key(), salt="csrf").dumps(session["csrf"])
        resp.set_cookie("XSRF-TOKEN", token, secure=True, samesite="Strict")
    return resp
