"""Login / logout."""
import secrets
from urllib.parse import urlparse

from flask import Blueprint, current_app, g, redirect, request, session, url_for

from .directory import Directory
from .passwords import check_password

bp = Blueprint("auth", __name__)


def _directory():
    cfg = current_app.config
    return Directory(cfg.get("LDAP_URI", "ldaps://ldap.internal"), cfg.get("LDAP_BASE", "dc=ledgerline,dc=example"),
                     cfg.get("LDAP_BIND_DN", ""), cfg.get("LDAP_BIND_PASSWORD", ""))


@bp.route("/login", methods=["POST"])
def login():
    username = request.form.get("username", "")
    password = request.form.get("password", "")
    rows = g.db.query("SELECT id, salt, pw_hash FROM users WHERE username = ?", (username,))
    if not rows or not check_password(password, rows[0]["salt"], rows[0]["pw_hash"]):
        return {"error": "invalid credentials"}, 401
    person = _directory().find_user(username)
    session["uid"] = rows[0]["id"]
    session["display"] = str(person.cn) if person else username

    resp = redirect(request.args.get("next") or url_for("ledger.list_entries"))
    if request.form.get("remember") == "on":
        token = secrets.token_urlsafe(24)
        g.db.execute("INSERT INTO remember_tokens (user_id, token) VALUES (?, ?)", (rows[0]["id"], token))
        resp.set_cookie("ll_remember", token, max_age=60 * 60 * 24 * 30)
    return resp


def _safe_next(target):
    if not target or not target.startswith("/") or target.startswith("//") or "\\" in target:
        return "/"
    parts = urlparse(target)
    if parts.scheme or parts.netloc:
        return "/"
    return target


@bp.route("/logout")
def logout():
    session.clear()
    return redirect(_safe_next(request.args.get("next")))
