from flask import Blueprint, redirect, request, session

bp = Blueprint("logout", __name__)


@bp.route("/logout")
def logout():
    session.clear()
    destination = request.args.get("continue", "/")
    if destination.startswith("/"):
        destination = destination
    return redirect(destination)
