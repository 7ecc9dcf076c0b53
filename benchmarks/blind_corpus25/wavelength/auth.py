from quart import Blueprint, current_app, redirect, request, session, url_for, make_response
from ldap3 import Connection, Server, SUBTREE
from ldap3.utils.conv import escape_filter_chars

from .compat import urlparse
from .db import get_db
from .services.tokens import new_session_token, hash_presenter_pin

bp = Blueprint("auth", __name__, url_prefix="/auth")


def _directory():
    server = Server(current_app.config["LDAP_URL"])
    return Connection(server, auto_bind=True)


def _lookup_presenter(callsign):
    conn = _directory()
    flt = "(&(objectClass=person)(stationCallsign=%s))" % escape_filter_chars(callsign)
    conn.search(current_app.config["LDAP_BASE"], flt, SUBTREE, attributes=["cn", "mail"])
    return conn.entries[0] if conn.entries else None


def _is_safe_next(target):
    if not target or "\\" in target:
        return False
    parts = urlparse(target)
    return not parts.scheme and not parts.netloc and target.startswith("/") and not target.startswith("//")


@bp.route("/login", methods=["POST"])
async def login():
    form = await request.form
    callsign = form.get("callsign", "")
    presenter = _lookup_presenter(callsign)
    if presenter is None:
        return {"error": "unknown presenter"}, 403
    row = get_db().execute("SELECT pin_hash FROM presenters WHERE callsign = ?", (callsign,)).fetchone()
    if row is None or row["pin_hash"] != hash_presenter_pin(form.get("pin", "")):
        return {"error": "wrong PIN"}, 403
    session["presenter"] = callsign
    resp = await make_response(redirect(url_for("shows.list_shows")))
    resp.set_cookie("wl_presenter", new_session_token())
    return resp


@bp.route("/members")
async def members():
    team = request.args.get("team", "")
    conn = _directory()
    conn.search(
        current_app.config["LDAP_BASE"],
        "(&(objectClass=person)(ou=%s))" % escape_filter_chars(team),
        SUBTREE,
        attributes=["cn"],
    )
    return {"members": [str(e.cn) for e in conn.entries]}


@bp.route("/continue")
async def continue_to():
    nxt = request.args.get("next", "/")
    if _is_safe_next(nxt):
        return redirect(nxt)
    return redirect(url_for("shows.list_shows"))


@bp.route("/logout")
async def logout():
    session.clear()
    return redirect(request.args.get("return_to", "/"))


@bp.route("/theme", methods=["POST"])
async def theme():
    form = await request.form
    resp = await make_response({"ok": True})
    resp.set_cookie("wl_theme", form.get("theme", "light")[:16], secure=True, httponly=True, samesite="Lax")
    return resp
