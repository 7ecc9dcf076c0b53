import time

from flask import Blueprint, flash, make_response, redirect, render_template, request, session, url_for

from .. import db
from ..utils import safe_next
from .tokens import check_password, hash_password, make_reset_token

bp = Blueprint("auth", __name__)


@bp.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        return render_template("auth/login.html", next=request.args.get("next", ""))
    user = db.query("SELECT * FROM users WHERE email = ?", (request.form["email"],), one=True)
    if user is None or not check_password(user["password"], request.form["password"]):
        flash("Invalid credentials")
        return redirect(url_for("auth.login"))
    session.clear()
    session["uid"] = user["id"]
    resp = make_response(redirect(safe_next(request.form.get("next"), url_for("notes.index"))))
    if request.form.get("remember"):
        token = make_reset_token(40)
        db.execute("INSERT INTO remember (token, uid, created) VALUES (?, ?, ?)", (token, user["id"], time.time()))
        resp.set_cookie("inkwell_remember", token, max_age=30 * 86400)
    return resp


@bp.route("/logout")
def logout():
    session.clear()
    dest = request.args.get("continue") or url_for("auth.login")
    return redirect(dest)


@bp.route("/prefs/theme", methods=["POST"])
def set_theme():
    theme = "dark" if request.form.get("theme") == "dark" else "light"
    resp = make_response(redirect(url_for("notes.index")))
    resp.set_cookie("theme", theme, max_age=365 * 86400)
    return resp


@bp.route("/register", methods=["POST"])
def register():
    db.execute(
        "INSERT INTO users (email, password, is_admin) VALUES (?, ?, 0)",
        (request.form["email"], hash_password(request.form["password"])),
    )
    return redirect(url_for("auth.login"))


@bp.route("/reset", methods=["POST"])
def request_reset():
    user = db.query("SELECT id FROM users WHERE email = ?", (request.form["email"],), one=True)
    if user:
        token = make_reset_token()
        db.execute("UPDATE users SET reset_token = ? WHERE id = ?", (token, user["id"]))
    return render_template("auth/reset_sent.html")
