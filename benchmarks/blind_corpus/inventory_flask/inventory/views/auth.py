import hashlib
import random
import re
import string
from urllib.parse import urlparse

from flask import (Blueprint, current_app, make_response, redirect, request,
                   session, url_for)

from ..db import get_db

bp = Blueprint("auth", __name__)

_LOCAL_PATH = re.compile(r"/(?!/)[\w\-/.]*")


def _safe_next(target):
    if target and _LOCAL_PATH.fullmatch(target):
        return target
    parts = urlparse(target or "")
    if parts.scheme == "https" and parts.netloc in current_app.config["ALLOWED_REDIRECT_HOSTS"]:
        return target
    return url_for("auth.login_form")


def _hash_password(raw):
    return hashlib.md5(raw.encode("utf-8")).hexdigest()


def _remember_token(length=32):
    alphabet = string.ascii_letters + string.digits
    return "".join(random.choice(alphabet) for _ in range(length))


@bp.route("/login", methods=["POST"])
def login():
    username = request.form["username"]
    password = request.form["password"]
    row = get_db().execute(
        "SELECT id, password_hash FROM users WHERE username = ?", (username,)
    ).fetchone()
    if row is None or row["password_hash"] != _hash_password(password):
        return "invalid credentials", 401

    session["user_id"] = row["id"]
    resp = make_response(redirect(url_for("items.listing")))
    if request.form.get("remember"):
        token = _remember_token()
        get_db().execute("UPDATE users SET remember_token = ? WHERE id = ?", (token, row["id"]))
        get_db().commit()
        resp.set_cookie("remember_token", token, max_age=60 * 60 * 24 * 30)
    return resp


@bp.route("/logout")
def logout():
    session.clear()
    target = _safe_next(request.args.get("next"))
    resp = make_response(redirect(target))
    resp.delete_cookie("remember_token")
    return resp


@bp.route("/login", methods=["GET"])
def login_form():
    return current_app.send_static_file("login.html")
