from urllib.parse import urlparse

from flask import Blueprint, abort, make_response, redirect, request, session, url_for

from ..util.tokens import check_password, kiosk_pin, new_session_token
from .directory import find_member, members_in_group

bp = Blueprint("auth", __name__)


def _is_local(target):
    if not target or "\\" in target:
        return False
    parts = urlparse(target)
    return not parts.scheme and not parts.netloc and target.startswith("/") and not target.startswith("//")


@bp.route("/login", methods=["POST"])
def login():
    username = request.form.get("username", "")
    password = request.form.get("password", "")
    if not find_member(username) or not check_password(username, password):
        abort(401)
    session["member"] = username
    nxt = request.args.get("next", "")
    target = nxt if _is_local(nxt) else url_for("firings.index")
    resp = make_response(redirect(target))
    resp.set_cookie("kl_remember", new_session_token(), max_age=30 * 86400, secure=True, httponly=True, samesite="Lax")
    return resp


@bp.route("/kiosk", methods=["POST"])
def kiosk_login():
    """The glaze-room tablet logs in with a short PIN shown on the kiln display."""
    pin = kiosk_pin()
    session["kiosk_pin"] = pin
    resp = make_response({"pin": pin})
    resp.set_cookie("kl_kiosk_session", new_session_token())
    return resp


@bp.route("/logout")
def logout():
    session.clear()
    return redirect(request.args.get("return_to") or "/")


@bp.route("/group")
def group():
    name = request.args.get("name", "")
    rows = members_in_group(name)
    return {"members": [dn for dn, _attrs in rows]}
