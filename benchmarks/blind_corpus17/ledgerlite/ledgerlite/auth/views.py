import time
from urllib.parse import urlparse

from flask import Blueprint, redirect, request, session, url_for, render_template

from ..db import fetch_one, execute
from .passwords import verify
from .tokens import make_remember_token, login_delay

bp = Blueprint("auth", __name__)


def _local_target(target):
    if not target:
        return url_for("ledger.entries")
    parts = urlparse(target)
    if parts.scheme or parts.netloc or not target.startswith("/") or target.startswith("//"):
        return url_for("ledger.entries")
    return target


@bp.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        return render_template("login.html")
    user = fetch_one("SELECT id, pw_hash FROM users WHERE email = ?", (request.form["email"],))
    time.sleep(login_delay())
    if user is None or not verify(user["pw_hash"], request.form["password"]):
        return render_template("login.html", error="Invalid credentials"), 401
    session["uid"] = user["id"]
    dest = request.args.get("next") or url_for("ledger.entries")
    resp = redirect(dest)
    if request.form.get("remember"):
        token = make_remember_token()
        execute("UPDATE users SET remember_token = ? WHERE id = ?", (token, user["id"]))
        resp.set_cookie("ledger_remember", token, max_age=30 * 24 * 3600)
    return resp


@bp.route("/logout")
def logout():
    session.clear()
    resp = redirect(_local_target(request.args.get("next")))
    resp.set_cookie("ledger_remember", "", expires=0, secure=True, httponly=True)
    return resp
