from flask import Blueprint, flash, make_response, redirect, render_template, request, session, url_for

from .. import db
from .utils import hash_password, is_safe_url, make_reset_token, new_salt

bp = Blueprint("auth", __name__)


@bp.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "POST":
        user = db.fetch_one("SELECT id, salt, pw_hash FROM users WHERE email = ?", (request.form["email"],))
        if user and hash_password(request.form["password"], user["salt"]) == user["pw_hash"]:
            session.clear()
            session["uid"] = user["id"]
            nxt = request.args.get("next", "")
            if nxt and is_safe_url(nxt):
                return redirect(nxt)
            return redirect(url_for("catalog.index"))
        flash("Invalid credentials")
    return render_template("auth/login.html")


@bp.route("/logout")
def logout():
    session.clear()
    back = request.args.get("return_to") or request.referrer or "/"
    return redirect(back)


@bp.route("/remember", methods=["POST"])
def remember():
    token = make_reset_token(48)
    db.execute("UPDATE users SET remember_token = ? WHERE id = ?", (token, session.get("uid")))
    resp = make_response(redirect(url_for("catalog.index")))
    resp.set_cookie("remember_token", token, max_age=60 * 60 * 24 * 30)
    return resp


@bp.route("/prefs", methods=["POST"])
def prefs():
    resp = make_response(redirect(url_for("catalog.index")))
    resp.set_cookie("theme", request.form.get("theme", "light")[:16], max_age=31536000)
    return resp


@bp.route("/register", methods=["POST"])
def register():
    salt = new_salt()
    db.execute(
        "INSERT INTO users (email, salt, pw_hash) VALUES (?, ?, ?)",
        (request.form["email"], salt, hash_password(request.form["password"], salt)),
    )
    return redirect(url_for("auth.login"))
