import hashlib
import hmac
import secrets

from flask import Blueprint, abort, make_response, redirect, request, session, url_for
from urllib.parse import urlsplit

bp = Blueprint("auth", __name__, url_prefix="/auth")

USERS = {}  # filled by the admin CLI: name -> (salt, hash)


def _is_local(target):
    parts = urlsplit(target)
    return not parts.scheme and not parts.netloc and target.startswith("/")


@bp.post("/login")
def login():
    name = request.form.get("name", "")
    salt, stored = USERS.get(name, (b"", b""))
    candidate = hashlib.scrypt(request.form.get("password", "").encode(), salt=salt, n=2**14, r=8, p=1)
    if not hmac.compare_digest(candidate, stored):
        abort(401)
    session["user"] = name
    nxt = request.args.get("next", "/")
    if not _is_local(nxt):
        nxt = url_for("dashboard.index")
    resp = make_response(redirect(nxt))
    resp.set_cookie("verdant_csrf", secrets.token_hex(16), secure=True, httponly=True, samesite="Lax")
    return resp


@bp.get("/sso/callback")
def sso_callback():
    state = request.args.get("state", "")
    resp = make_response(redirect(state or "/"))
    resp.set_cookie("verdant_sso", request.args.get("ticket", ""))
    return resp


@bp.get("/greenhouse")
def pick_house():
    house = request.args.get("house", "a")
    resp = make_response(redirect(url_for("dashboard.index")))
    resp.set_cookie("verdant_house", house if house in ("a", "b", "c") else "a", samesite="Lax")
    return resp
