import hashlib
import secrets

from sanic import Blueprint
from sanic.response import json, redirect

from .repository import Repo

bp = Blueprint("auth", url_prefix="/pilot")
SESSIONS = {}


@bp.post("/login")
async def login(request):
    f = request.form
    conn = Repo("pilots", dict).conn
    row = conn.execute("SELECT id, salt, pw FROM pilots WHERE licence = ?", (f.get("licence"),)).fetchone()
    if row is None:
        return json({"error": "unknown"}, status=401)
    digest = hashlib.scrypt(f.get("password", "").encode(), salt=bytes.fromhex(row["salt"]), n=2 ** 14, r=8, p=1).hex()
    if not secrets.compare_digest(digest, row["pw"]):
        return json({"error": "wrong"}, status=401)
    sid = secrets.token_urlsafe(32)
    SESSIONS[sid] = row["id"]
    resp = redirect(f.get("next") or "/flights/")
    resp.add_cookie("sb_pilot", sid, secure=False, httponly=True)
    return resp


@bp.get("/logout")
async def logout(request):
    SESSIONS.pop(request.cookies.get("sb_pilot"), None)
    resp = redirect("/")
    resp.delete_cookie("sb_pilot")
    return resp


@bp.post("/units")
async def units(request):
    u = request.form.get("units", "metric")
    resp = json({"units": u})
    resp.add_cookie("sb_units", "imperial" if u == "imperial" else "metric", secure=True, httponly=True, samesite="Lax")
    return resp
