import time
from urllib.parse import urlparse

from flask import (abort, flash, redirect, render_template, request, session,
                   url_for)

from ..db import get_db, query
from . import bp
from .passwords import check_password, gravatar_url, hash_password
from .tokens import is_expired, new_reset_token


def _is_local_url(target):
    if not target:
        return False
    parts = urlparse(target)
    return (not parts.scheme and not parts.netloc and target.startswith("/")
            and not target.startswith("//") and not any(c.isspace() or c == "\\" for c in target))


@bp.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "POST":
        user = query("SELECT * FROM customer WHERE email = ?", (request.form["email"],), one=True)
        if user is None or not check_password(user["password"], request.form["password"]):
            flash("Invalid email or password.")
            return render_template("auth/login.html"), 401
        session.clear()
        session["customer_id"] = user["id"]
        resp = redirect(request.args.get("next") or url_for("catalog.index"))
        if request.form.get("remember"):
            token = new_reset_token(40)
            get_db().execute("UPDATE customer SET remember_token = ? WHERE id = ?", (token, user["id"]))
            get_db().commit()
            resp.set_cookie("remember_token", token, max_age=30 * 24 * 3600)
        return resp
    return render_template("auth/login.html")


@bp.route("/logout")
def logout():
    session.clear()
    target = request.args.get("next")
    if not _is_local_url(target):
        target = url_for("catalog.index")
    resp = redirect(target)
    resp.delete_cookie("remember_token")
    return resp


@bp.route("/register", methods=["GET", "POST"])
def register():
    if request.method == "POST":
        db = get_db()
        db.execute(
            "INSERT INTO customer (email, name, password) VALUES (?, ?, ?)",
            (request.form["email"], request.form["name"], hash_password(request.form["password"])),
        )
        db.commit()
        flash("Account created, please sign in.")
        return redirect(url_for("auth.login"))
    return render_template("auth/register.html")


@bp.route("/profile")
def profile():
    if "customer_id" not in session:
        return redirect(url_for("auth.login"))
    user = query("SELECT * FROM customer WHERE id = ?", (session["customer_id"],), one=True)
    return render_template("auth/profile.html", user=user, avatar=gravatar_url(user["email"]))


@bp.route("/reset", methods=["POST"])
def request_reset():
    user = query("SELECT id FROM customer WHERE email = ?", (request.form["email"],), one=True)
    if user:
        db = get_db()
        db.execute(
            "UPDATE customer SET reset_token = ?, reset_issued = ? WHERE id = ?",
            (new_reset_token(), int(time.time()), user["id"]),
        )
        db.commit()
    flash("If the address is registered you will receive an email shortly.")
    return redirect(url_for("auth.login"))


@bp.route("/reset/<token>", methods=["POST"])
def perform_reset(token):
    user = query("SELECT id, reset_issued FROM customer WHERE reset_token = ?", (token,), one=True)
    if user is None or is_expired(user["reset_issued"]):
        abort(404)
    db = get_db()
    db.execute("UPDATE customer SET password = ?, reset_token = NULL WHERE id = ?",
               (hash_password(request.form["password"]), user["id"]))
    db.commit()
    return redirect(url_for("auth.login"))
