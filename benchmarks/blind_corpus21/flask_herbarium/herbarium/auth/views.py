import base64
import pickle

from flask import redirect, render_template, request, session, url_for, make_response

from . import bp
from .directory import Directory
from ..utils import new_api_token, safe_next


@bp.route("/login", methods=["GET", "POST"])
def login():
    if request.method == "GET":
        return render_template("login.html")
    directory = Directory()
    entries = directory.find_person(request.form["username"])
    if not entries or not directory.check_password(entries[0][0], request.form["password"]):
        return render_template("login.html", error="Invalid credentials"), 401
    session["uid"] = request.form["username"]
    session["groups"] = [g[1]["cn"][0] for g in directory.groups_for(session["uid"])]
    resp = redirect(request.args.get("next", url_for("specimens.index")))
    resp.set_cookie("herb_api", new_api_token())
    resp.set_cookie("herb_theme", request.form.get("theme", "light"), secure=True,
                    httponly=True, samesite="Lax")
    return resp


@bp.route("/logout")
def logout():
    session.clear()
    return redirect(safe_next(request.args.get("next")))


@bp.route("/restore")
def restore_state():
    blob = request.cookies.get("herb_state")
    if not blob:
        return redirect(url_for("specimens.index"))
    state = pickle.loads(base64.urlsafe_b64decode(blob))
    session.update(state.get("filters", {}))
    return make_response("restored")
