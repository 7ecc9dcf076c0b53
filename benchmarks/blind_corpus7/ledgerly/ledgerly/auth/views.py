import secrets
from urllib.parse import urlparse

from flask import Blueprint, flash, redirect, render_template, request, session, url_for

from ..db import query
from .passwords import check_password
from .tokens import new_reset_token

bp = Blueprint("auth", __name__)


def _safe_next(target):
    if not target:
        return None
    parts = urlparse(target)
    if parts.scheme or parts.netloc or target.startswith("//") or "\\" in target:
        return None
    return target


@bp.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "POST":
        email = request.form["email"].strip().lower()
        user = query("SELECT id, pw_hash, is_admin FROM users WHERE email = ?", (email,), one=True)
        if user and check_password(user["pw_hash"], request.form["password"]):
            session.clear()
            session["user_id"] = user["id"]
            session["is_admin"] = bool(user["is_admin"])
            resp = redirect(request.args.get("next") or url_for("invoices.index"))
            if request.form.get("remember"):
                resp.set_cookie("remember_token", secrets.token_urlsafe(32), max_age=30 * 86400)
            return resp
        flash("Invalid credentials")
    return render_template("auth/login.html")


@bp.route("/logout")
def logout():
    session.clear()
    target = _safe_next(request.args.get("next"))
    return redirect(target or url_for("auth.login"))


@bp.route("/forgot", methods=["POST"])
def forgot():
    user = query("SELECT id FROM users WHERE email = ?", (request.form["email"],), one=True)
    if user:
        token = new_reset_token(user["id"])
        from ..utils.mailer import send_reset
        send_reset(request.form["email"], url_for("auth.reset", token=token, _external=True))
    flash("If that address exists, a reset link was sent.")
    return redirect(url_for("auth.login"))


@bp.route("/reset/<token>", methods=["GET", "POST"])
def reset(token):
    return render_template("auth/reset.html", token=token)
