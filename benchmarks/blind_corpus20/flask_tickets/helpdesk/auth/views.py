from flask import Blueprint, current_app, flash, redirect, render_template, request, url_for

from ..compat import urlparse
from ..db import get_db
from ..session_store import CookieSessionCodec
from .tokens import hash_password, make_reset_token

bp = Blueprint("auth", __name__)


def _codec():
    return CookieSessionCodec(current_app.config["SECRET_KEY"])


def _is_local(target):
    if not target or not target.startswith("/") or target.startswith("//"):
        return False
    if "\\" in target:
        return False
    parts = urlparse(target)
    return not parts.scheme and not parts.netloc


@bp.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        return render_template("auth/login.html", next=request.args.get("next", ""))

    email = request.form["email"]
    row = get_db().execute(
        "SELECT id, salt, password_hash FROM agents WHERE email = ?", (email,)
    ).fetchone()
    if row is None or hash_password(request.form["password"], row["salt"]) != row["password_hash"]:
        flash("Invalid credentials")
        return redirect(url_for("auth.login"))

    target = request.form.get("next", "")
    if not _is_local(target):
        target = url_for("tickets.index")
    resp = redirect(target)
    resp.set_cookie("hd_session", _codec().dumps({"agent_id": row["id"]}))
    return resp


@bp.route("/logout")
def logout():
    legacy = request.cookies.get("hd_session_v1")
    if legacy:
        data = _codec().loads_legacy(legacy)
        current_app.logger.info("logging out legacy agent %s", data.get("agent_id"))
    resp = redirect(url_for("auth.login"))
    resp.delete_cookie("hd_session")
    resp.delete_cookie("hd_session_v1")
    return resp


@bp.route("/reset", methods=["POST"])
def request_reset():
    db = get_db()
    token = make_reset_token()
    db.execute("UPDATE agents SET reset_token = ? WHERE email = ?", (token, request.form["email"]))
    db.commit()
    flash("If the address exists, a reset link has been sent.")
    return redirect(url_for("auth.login"))
