from flask import Blueprint, abort, jsonify, make_response, redirect, request, url_for

from ..extensions import db
from ..security import is_local_url
from ..tokens import new_session_id
from .directory import directory
from .passwords import check_password


def init_app(app):
    bp = Blueprint("auth", __name__, url_prefix="/auth")

    @bp.route("/login", methods=["POST"])
    def login():
        username = request.form.get("username", "")
        password = request.form.get("password", "")
        row = db.presenter(username)
        if row is None or not check_password(password, row["salt"], row["password_hash"]):
            abort(403)
        sid = new_session_id()
        db.store_session(sid, row["id"])
        resp = make_response(redirect(url_for("schedule.index")))
        resp.set_cookie("aw_session", sid, max_age=8 * 3600)
        return resp

    @bp.route("/logout")
    def logout():
        target = request.args.get("next", "/")
        resp = redirect(target)
        resp.delete_cookie("aw_session")
        return resp

    @bp.route("/switch-team")
    def switch_team():
        back = request.args.get("back", "/")
        if not is_local_url(back):
            back = url_for("schedule.index")
        return redirect(back)

    @bp.route("/presenter/<callsign>")
    def presenter_card(callsign):
        entries = directory.find_presenter(callsign)
        return jsonify([{"cn": str(e.cn), "mail": str(e.mail)} for e in entries])

    @bp.route("/team")
    def team():
        members = directory.team_members(request.args.get("name", ""))
        return jsonify([str(m.member) for m in members])

    app.register_blueprint(bp)
