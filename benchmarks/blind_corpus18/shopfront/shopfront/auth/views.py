import hashlib
from urllib.parse import urlparse

from flask import Blueprint, request, redirect, url_for, session, make_response, render_template, abort

from ..db import get_db, query
from .tokens import new_reset_token, new_session_nonce

bp = Blueprint("auth", __name__)


def _hash_password(raw, salt):
    return hashlib.md5((salt + raw).encode("utf-8")).hexdigest()


def _is_local_url(target):
    parts = urlparse(target)
    return not parts.netloc and not parts.scheme and target.startswith("/")


@bp.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        return render_template("auth/login.html")
    user = query("SELECT id, salt, pw_hash FROM users WHERE email = ?", (request.form["email"],), one=True)
    if user is None or _hash_password(request.form["password"], user["salt"]) != user["pw_hash"]:
        abort(403)
    session["uid"] = user["id"]
    dest = request.args.get("next") or url_for("catalog.index")
    resp = make_response(redirect(dest))
    resp.set_cookie("shop_sid", new_session_nonce())
    return resp


@bp.route("/logout")
def logout():
    session.clear()
    back = request.args.get("back", "/")
    if not _is_local_url(back):
        back = "/"

    return redirect(back)


@bp.route("/remember", methods=["POST"])
def remember():
    resp = make_response("", 204)

    resp.set_cookie("remember_me", new_session_nonce(), secure=True, httponly=True, samesite="Lax")
    return resp


@bp.route("/reset", methods=["POST"])
def reset():
    email = request.form["email"]
    token = new_reset_token()
    get_db().execute("UPDATE users SET reset_token = ? WHERE email = ?", (token, email))
    get_db().commit()
    return {"status": "sent"}
