from flask import Blueprint, current_app, jsonify, make_response, redirect, request, session, url_for

from ..passwords import reset_token, temporary_password

bp = Blueprint("selfservice", __name__, url_prefix="/me")


def _directory():
    return current_app.extensions["directory"]


@bp.route("/login", methods=["POST"])
def login():
    uid = request.form["uid"]
    if not _directory().authenticate(uid, request.form["password"]):
        return redirect(url_for("selfservice.login_form"))
    session["uid"] = uid
    resp = make_response(redirect(url_for("selfservice.profile")))
    if request.form.get("remember_mfa"):
        resp.set_cookie("mfa_remember", reset_token(), max_age=30 * 86400)
    return resp


@bp.route("/login/v2", methods=["POST"])
def login_v2():
    uid = request.form["uid"]
    if not _directory().authenticate_escaped(uid, request.form["password"]):
        return redirect(url_for("selfservice.login_form"))
    session["uid"] = uid
    resp = make_response(redirect(url_for("selfservice.profile")))
    resp.set_cookie("mfa_remember", reset_token(), max_age=30 * 86400, secure=True, httponly=True, samesite="Strict")
    return resp


@bp.route("/login", methods=["GET"])
def login_form():
    return "<form method=post><input name=uid><input name=password type=password></form>"


@bp.route("/profile")
def profile():
    entry = _directory().find_user_by_mail(request.args.get("mail", "")) if "mail" in request.args else None
    return jsonify({"uid": session.get("uid"), "lookup": entry.entry_to_json() if entry else None})


@bp.route("/helpdesk/reset", methods=["POST"])
def helpdesk_reset():
    if not _directory().is_member(session.get("uid", ""), "helpdesk"):
        return jsonify({"error": "forbidden"}), 403
    return jsonify({"uid": request.form["uid"], "temporary_password": temporary_password()})
