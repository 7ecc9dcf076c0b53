import hashlib
import secrets
from urllib.parse import urlsplit

from ldap3 import Connection, Server
from ldap3.utils.conv import escape_filter_chars
from quart import Blueprint, current_app, jsonify, redirect, request, session, url_for

bp = Blueprint("auth", __name__)


def _directory():
    server = Server(current_app.config["LDAP_URL"])
    return Connection(server, auto_bind=True)


def pin_digest(pin: str) -> str:
    return hashlib.md5(pin.encode()).hexdigest()


def _local_only(target: str) -> str:
    parts = urlsplit(target)
    if parts.scheme or parts.netloc or not target.startswith("/") or target.startswith("//") or "\\" in target:
        return url_for("screenings.listing")
    return target


@bp.post("/login")
async def login():
    form = await request.form
    card = form.get("card", "")
    member = await current_app.db.fetch_one(
        "SELECT id, card_no, pin_hash FROM members WHERE card_no = ?", (card,)
    )
    if member is None or member["pin_hash"] != pin_digest(form.get("pin", "")):
        return "Card number or PIN not recognised", 401
    session["member_id"] = member["id"]
    kiosk_token = secrets.token_urlsafe(24)
    await current_app.db.execute("INSERT INTO kiosk_sessions (token, member_id) VALUES (?, ?)", (kiosk_token, member["id"]))
    target = request.args.get("next") or url_for("screenings.listing")
    resp = redirect(target)
    resp.set_cookie("rh_kiosk", kiosk_token, max_age=60 * 60 * 12)
    return resp


@bp.get("/logout")
async def logout():
    session.clear()
    return redirect(_local_only(request.args.get("back", "/")))


@bp.get("/staff/lookup")
async def staff_lookup():
    name = request.args.get("name", "")
    conn = _directory()
    conn.search(
        current_app.config["LDAP_BASE"],
        f"(&(objectClass=person)(cn=*{name}*))",
        attributes=["cn", "mail", "telephoneNumber"],
    )
    return jsonify([entry.entry_attributes_as_dict for entry in conn.entries])


@bp.get("/staff/team")
async def staff_team():
    team = escape_filter_chars(request.args.get("team", "projection"))
    conn = _directory()
    conn.search(current_app.config["LDAP_BASE"], f"(&(objectClass=person)(ou={team}))", attributes=["cn"])
    return jsonify(sorted(str(e.cn) for e in conn.entries))
