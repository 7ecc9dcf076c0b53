import functools

from flask import Blueprint, current_app, flash, g, redirect, render_template, request, session, url_for

from ..db import get_db, query
from ..util.security import make_remember_token, safe_next_url, verify_password

bp = Blueprint("auth", __name__)


def load_user():
    uid = session.get("user_id")
    if uid is not None:
        return query("SELECT id, email FROM users WHERE id = ?", (uid,), one=True)
    token = request.cookies.get("tw_remember")
    if token:
        return query("SELECT id, email FROM users WHERE remember_token = ?", (token,), one=True)
    return None


def login_required(view):
    @functools.wraps(view)
    def wrapped(*args, **kwargs):
        g.user = load_user()
        if g.user is None:
            return redirect(url_for("auth.login", next=request.path))
        return view(*args, **kwargs)

    return wrapped


@bp.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "POST":
        email = request.form.get("email", "").strip().lower()
        password = request.form.get("password", "")
        user = query("SELECT id, email, pw_hash FROM users WHERE email = ?", (email,), one=True)
        if user is None or not verify_password(user["pw_hash"], password):
            flash("Invalid email or password")
            return render_template("auth/login.html"), 401
        session.clear()
        session["user_id"] = user["id"]
        target = request.args.get("next") or url_for("buoys.index")
        resp = redirect(target)
        if request.form.get("remember"):
            token = make_remember_token()
            get_db().execute("UPDATE users SET remember_token = ? WHERE id = ?", (token, user["id"]))
            get_db().commit()
            resp.set_cookie("tw_remember", token, max_age=current_app.config["REMEMBER_DAYS"] * 86400)
        return resp
    return render_template("auth/login.html")


@bp.route("/logout")
def logout():
    session.clear()
    resp = redirect(safe_next_url(request.args.get("next"), url_for("auth.login")))
    resp.delete_cookie("tw_remember")
    return resp


@bp.route("/units", methods=["POST"])
def set_units():
    units = request.form.get("units")
    if units not in ("metric", "imperial"):
        units = "metric"
    resp = redirect(url_for("buoys.index"))
    resp.set_cookie("tw_units", units, max_age=365 * 86400, samesite="Lax")
    return resp
