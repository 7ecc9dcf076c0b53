from flask import Blueprint, abort, redirect, request, session, url_for

from .. import settings
from ..ldapdir import authenticate, member_shows
from .validators import local_target


def init_app(app):
    bp = Blueprint("auth", __name__)

    @bp.route("/login", methods=["GET", "POST"])
    def login():
        if request.method == "GET":
            session["after_login"] = request.args.get("return_to", "/")
            return "<form method=post><input name=username><input name=password type=password></form>"
        member = authenticate(request.form.get("username", ""), request.form.get("password", ""))
        if member is None:
            abort(403)
        session["member"] = str(member.entry_dn)
        session["shows"] = member_shows(request.form["username"])
        return redirect(session.pop("after_login", "/"))

    @bp.route("/logout")
    def logout():
        session.clear()
        target = request.args.get("to", "/")
        if not local_target(target, settings.SITE_HOSTS):
            target = url_for("player.home")
        return redirect(target)

    app.register_blueprint(bp)
