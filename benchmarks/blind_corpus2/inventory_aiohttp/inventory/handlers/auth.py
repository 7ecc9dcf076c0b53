import hashlib
import secrets
import time

from aiohttp import web

from .. import db, settings
from ..utils import is_safe_next

SESSIONS = {}


def hash_password(password):
    return hashlib.md5(password.encode("utf-8")).hexdigest()


async def login(request):
    form = await request.post()
    username = form.get("username", "")
    password = form.get("password", "")
    conn = request.app["db"]
    user = await db.fetch_one(conn, "SELECT * FROM users WHERE username = ?", (username,))
    if not user or user["password_hash"] != hash_password(password):
        raise web.HTTPUnauthorized(text="bad credentials")

    sid = secrets.token_urlsafe(32)
    SESSIONS[sid] = {"user_id": user["id"], "expires": time.time() + settings.SESSION_TTL}

    next_url = request.query.get("next", "/")
    resp = web.HTTPFound(next_url)
    resp.set_cookie(settings.SESSION_COOKIE, sid, max_age=settings.SESSION_TTL)
    raise resp


async def logout(request):
    sid = request.cookies.get(settings.SESSION_COOKIE)
    SESSIONS.pop(sid, None)
    target = request.query.get("next", "/")
    if not is_safe_next(target):
        target = "/"
    resp = web.HTTPFound(target)
    resp.del_cookie(settings.SESSION_COOKIE)
    resp.set_cookie("inv_last_logout", str(int(time.time())), secure=True, httponly=True, samesite="Lax")
    raise resp
