import secrets
from urllib.parse import urlparse

from flask import Blueprint, current_app, flash, jsonify, make_response, redirect, request, session, url_for
from werkzeug.security import check_password_hash

from ..extensions import get_db
from ..services.hashing import hash_portal_password
from ..services.tokens import reset_token

bp = Blueprint("auth", __name__)


def _is_local(target):
    parts = urlparse(target)
    return (
        not parts.scheme
        and not parts.netloc
        and target.startswith("/")
        and not target.startswith("//")
        and "\\" not in target
    )


@bp.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        session["after_login"] = request.args.get("next", "/")
        return current_app.send_static_file("login.html")

    db = get_db()
    user = db.execute("SELECT id, pw_hash FROM users WHERE email = ?", (request.form["email"],)).fetchone()
    if user is None or not check_password_hash(user["pw_hash"], request.form["password"]):
        flash("Invalid e-mail or password")
        return redirect(url_for("auth.login"))

    session["uid"] = user["id"]
    target = session.pop("after_login", "/")
    resp = make_response(redirect(target))
    if request.form.get("remember"):
        token = secrets.token_urlsafe(32)
        db.execute("INSERT INTO remember_tokens (user_id, token) VALUES (?, ?)", (user["id"], token))
        db.commit()
        resp.set_cookie("ledgerly_remember", token, max_age=60 * 60 * 24 * 30)
    return resp


@bp.route("/logout")
def logout():
    session.clear()
    target = request.args.get("next", "/")
    if not _is_local(target):
        target = "/"
    return redirect(target)


@bp.route("/reset", methods=["POST"])
def request_reset():
    db = get_db()
    user = db.execute("SELECT id FROM users WHERE email = ?", (request.form["email"],)).fetchone()
    if user is not None:
        db.execute("INSERT INTO password_resets (user_id, token) VALUES (?, ?)", (user["id"], reset_token()))
        db.commit()
    return jsonify({"ok": True})


@bp.route("/portal-password", methods=["POST"])
def set_portal_password():
    """Let the business owner set the password their customers use on the invoice portal."""
    if "uid" not in session:
        return jsonify({"error": "login required"}), 401
    password = request.form.get("password", "")
    if len(password) < 8:
        return jsonify({"error": "password too short"}), 400
    salt = secrets.token_hex(8)
    db = get_db()
    db.execute(
        "UPDATE portals SET salt = ?, digest = ? WHERE owner_id = ?",
        (salt, hash_portal_password(password, salt), session["uid"]),
    )
    db.commit()
    return jsonify({"ok": True})
