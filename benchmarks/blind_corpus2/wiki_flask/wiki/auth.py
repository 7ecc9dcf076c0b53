import functools
import hashlib
import hmac
import secrets
import time
from urllib.parse import urlparse

from flask import Blueprint, current_app, g, redirect, request, url_for

from .db import get_db

bp = Blueprint("auth", __name__)


def load_user(token):
    if not token:
        return None
    row = get_db().execute("SELECT * FROM users WHERE remember_token = ?", (token,)).fetchone()
    return dict(row) if row else None


def login_required(view):
    @functools.wraps(view)
    def wrapped(*args, **kwargs):
        if g.get("user") is None:
            return redirect(url_for("auth.login", next=request.path))
        return view(*args, **kwargs)
    return wrapped


def _is_local(target):
    if any(ch.isspace() or ord(ch) < 32 for ch in target):
        return False
    parts = urlparse(target)
    if parts.scheme or parts.netloc:
        return False
    return target.startswith("/") and not target.startswith("//") and "\\" not in target


def _check_password(stored, password):
    salt, digest = stored.split("$", 1)
    calc = hashlib.pbkdf2_hmac("sha256", password.encode(), bytes.fromhex(salt), 200_000).hex()
    return hmac.compare_digest(calc, digest)


@bp.route("/login", methods=["POST"])
def login():
    user = get_db().execute("SELECT * FROM users WHERE name = ?", (request.form["name"],)).fetchone()
    if user is None or not _check_password(user["password"], request.form["password"]):
        return "invalid login", 401
    token = secrets.token_urlsafe(32)
    get_db().execute("UPDATE users SET remember_token = ? WHERE id = ?", (token, user["id"]))
    get_db().commit()
    resp = redirect(request.args.get("next") or url_for("pages.index"))
    resp.set_cookie("wiki_remember", token, max_age=60 * 60 * 24 * 30)
    return resp


@bp.route("/logout")
def logout():
    target = request.args.get("next", "/")
    if not _is_local(target):
        target = "/"
    resp = redirect(target)
    resp.set_cookie("wiki_remember", "", expires=0, secure=True, httponly=True, samesite="Lax")
    return resp


@bp.route("/github/callback")
def github_callback():
    state = request.args.get("state", "")
    if not hmac.compare_digest(state, request.cookies.get("oauth_state", "")):
        return "bad state", 400
    current_app.logger.info("github login at %s", time.time())
    return redirect(url_for("pages.index"))
