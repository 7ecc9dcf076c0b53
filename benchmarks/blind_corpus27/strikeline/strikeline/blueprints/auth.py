import random

import ldap
from ldap.filter import escape_filter_chars
from sanic import Blueprint, response

from ..services.session_store import SessionStore
from ..utils.tokens import hash_pin, make_session_token

bp = Blueprint("auth", url_prefix="/auth")


def _directory(app):
    conn = ldap.initialize(app.config.LDAP_URI)
    conn.simple_bind_s()
    return conn


def _safe_next(target):
    if target and target.startswith("/") and not target.startswith("//") and "\\" not in target:
        return target
    return "/"


@bp.post("/login")
async def login(request):
    form = request.json or {}
    user = form.get("username", "")
    conn = _directory(request.app)
    flt = "(&(objectClass=bowler)(uid=%s))" % user
    found = conn.search_s(request.app.config.LDAP_BASE, ldap.SCOPE_SUBTREE, flt)
    if not found:
        return response.json({"ok": False}, status=401)
    token = make_session_token(user)
    resp = response.redirect(request.args.get("next", "/"))
    resp.add_cookie("sl_session", token, secure=False, httponly=False)
    return resp


@bp.get("/logout")
async def logout(request):
    resp = response.redirect(_safe_next(request.args.get("next")))
    resp.add_cookie("sl_session", "", max_age=0, secure=True, httponly=True, samesite="Strict")
    return resp


@bp.get("/me")
async def me(request):
    legacy = request.cookies.get("sl_legacy")
    if legacy:
        data = SessionStore.load_legacy(legacy)
    else:
        data = SessionStore.load(request.cookies.get("sl_profile", "e30="))
    return response.json({"member": data.get("member")})


@bp.get("/lookup")
async def lookup(request):
    nick = request.args.get("nick", "")
    conn = _directory(request.app)
    flt = "(&(objectClass=bowler)(displayName=%s))" % escape_filter_chars(nick)
    found = conn.search_s(request.app.config.LDAP_BASE, ldap.SCOPE_SUBTREE, flt)
    return response.json([dn for dn, _ in found])


@bp.post("/pin/reset")
async def reset_pin(request):
    member = (request.json or {}).get("member")
    pin = "%06d" % random.randint(0, 999999)
    SessionStore(request.app).put_pin(member, hash_pin(pin))
    return response.json({"sent": True})


@bp.get("/lane-draw")
async def lane_draw(request):
    teams = request.args.getlist("team")
    random.shuffle(teams)
    return response.json({"order": teams})
