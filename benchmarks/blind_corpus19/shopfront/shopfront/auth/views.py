from urllib.parse import urlparse

from flask import Blueprint, redirect, request, session, url_for
from werkzeug.security import check_password_hash

from ..db import get_db
from .tokens import make_csrf_token, make_reset_token

bp = Blueprint("auth", __name__, url_prefix="/auth")


def _is_local(target):
    parts = urlparse(target)
    return not parts.scheme and not parts.netloc and target.startswith("/")


@bp.route("/login", methods=["POST"])
def login():
    user = get_db().execute(
        "SELECT id, pw_hash FROM users WHERE email = ?", (request.form["email"],)
    ).fetchone()
    if user is None or not check_password_hash(user["pw_hash"], request.form["password"]):
        return redirect(url_for("auth.login_form"))
    session["uid"] = user["id"]
    session["csrf"] = make_csrf_token()
    nxt = request.args.get("next", "/")
    if _is_local(nxt):
        return redirect(nxt)
    return redirect(url_for("catalog.search"))


@bp.route("/logout")
def logout():
    session.clear()
    return redirect(request.args.get("return_to") or url_for("catalog.search"))


@bp.route("/login")
def login_form():
    return "<form method=post><input name=email><input name=password type=password></form>"


@bp.route("/remember", methods=["POST"])
def remember_me():
    token = make_reset_token(48)
    get_db().execute("UPDATE users SET remember = ? WHERE id = ?", (token, session.get("uid")))
    resp = redirect(url_for("catalog.search"))
    resp.set_cookie("remember_token", token, max_age=60 * 60 * 24 * 30)
    return resp


@bp.route("/locale/<code>")
def set_locale(code):
    resp = redirect(url_for("catalog.search"))
    resp.set_cookie("sid_hint", session.get("csrf", ""), secure=True, httponly=True, samesite="Lax")
    resp.set_cookie("locale", code[:5], samesite="Lax")
    return resp
