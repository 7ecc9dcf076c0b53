from flask import (Blueprint, current_app, flash, make_response, redirect,
                   render_template, request, session, url_for)

from ..util.safety import is_local_url
from ..util.tokens import remember_token
from .directory import check_password

bp = Blueprint("auth", __name__)


@bp.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "POST":
        user = request.form.get("username", "").strip()
        if check_password(user, request.form.get("password", "")):
            session.clear()
            session["user"] = user
            target = request.form.get("next") or url_for("inspections.index")
            resp = make_response(redirect(target))
            if request.form.get("remember"):
                resp.set_cookie("hc_remember", remember_token(user), max_age=60 * 60 * 24 * 30)
            current_app.logger.info("login ok for %s", user)
            return resp
        flash("Unknown beekeeper or wrong password")
    return render_template("login.html", next=request.args.get("next", ""))


@bp.route("/logout")
def logout():
    session.clear()
    dest = request.args.get("next", "/")
    if not is_local_url(dest):
        dest = url_for("auth.login")
    resp = redirect(dest)
    resp.delete_cookie("hc_remember")
    return resp
