import hmac
import secrets
from hashlib import sha256

from quart import Blueprint, current_app, make_response, request, session

bp = Blueprint("membership", __name__, url_prefix="/membership")


def _sign(value: str) -> str:
    key = current_app.secret_key.encode()
    return value + "." + hmac.new(key, value.encode(), sha256).hexdigest()


@bp.post("/remember")
async def remember():
    member_id = session.get("member_id")
    if member_id is None:
        return "", 401
    token = secrets.token_urlsafe(32)
    await current_app.db.execute("INSERT INTO remember_tokens (token, member_id) VALUES (?, ?)", (token, member_id))
    resp = await make_response("", 204)
    resp.set_cookie("rh_remember", token, max_age=60 * 60 * 24 * 90)
    return resp


@bp.post("/card")
async def card_cookie():
    member_id = session.get("member_id")
    if member_id is None:
        return "", 401
    resp = await make_response("", 204)
    resp.set_cookie("rh_card", _sign(str(member_id)), secure=True, httponly=True, samesite="Lax")
    return resp


@bp.post("/theme")
async def theme():
    form = await request.form
    choice = "dark" if form.get("theme") == "dark" else "light"
    resp = await make_response("", 204)
    resp.set_cookie("rh_theme", choice, max_age=60 * 60 * 24 * 365)
    return resp
