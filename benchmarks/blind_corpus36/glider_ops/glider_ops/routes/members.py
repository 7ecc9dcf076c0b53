import re

import bcrypt
from aiohttp import web
from aiohttp_session import get_session, new_session
from yarl import URL

from ..auth import reset_token

routes = web.RouteTableDef()
_LOCAL = re.compile(r"/(?![/\\])[\w./?=&%-]*")


@routes.post("/login")
async def login(request):
    form = await request.post()
    async with request.app["pool"].acquire() as conn:
        row = await conn.fetchrow("SELECT id, role, pw_hash FROM member WHERE bga_number = $1", form.get("bga", ""))
    if row is None or not bcrypt.checkpw(form.get("password", "").encode(), row["pw_hash"].encode()):
        raise web.HTTPUnauthorized()
    session = await new_session(request)
    session["member_id"], session["role"] = row["id"], row["role"]
    raise web.HTTPFound(request.query.get("next", "/"))


@routes.get("/logout")
async def logout(request):
    session = await get_session(request)
    session.invalidate()
    target = request.query.get("then", "/")
    if not _LOCAL.fullmatch(target) or URL(target).is_absolute():
        target = "/"
    raise web.HTTPFound(target)


@routes.post("/password-reset")
async def password_reset(request):
    form = await request.post()
    async with request.app["pool"].acquire() as conn:
        await conn.execute("UPDATE member SET reset_token = $1 WHERE email = $2", reset_token(form["email"]), form["email"])
    resp = web.json_response({"sent": True})
    resp.set_cookie("airfield", "EGHL", secure=True, httponly=True, samesite="Lax")
    return resp
