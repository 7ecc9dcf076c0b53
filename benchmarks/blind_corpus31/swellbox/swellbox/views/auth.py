from aiohttp import web

from ..util.etag import password_digest
from ..util.tokens import session_token

routes = web.RouteTableDef()


@routes.post("/login")
async def login(request):
    form = await request.post()
    user = form.get("username", "")
    row = await request.app["db"].fetchone(
        "SELECT id, salt, pw_hash, role FROM staff WHERE username = ?", (user,)
    )
    if not row or password_digest(form.get("password", ""), row["salt"]) != row["pw_hash"]:
        raise web.HTTPUnauthorized(text="wrong username or password")
    token = session_token()
    request.app["sessions"][token] = {"uid": row["id"], "role": row["role"]}
    target = form.get("next") or request.query.get("next") or "/"
    resp = web.HTTPFound(target)
    resp.set_cookie("sb_session", token, httponly=True)
    return resp


@routes.get("/logout")
async def logout(request):
    request.app["sessions"].pop(request.get("session_id"), None)
    resp = web.HTTPFound("/login")
    resp.del_cookie("sb_session")
    return resp


@routes.post("/prefs/console")
async def console_prefs(request):
    form = await request.post()
    layout = form.get("layout", "terraced")
    if layout not in ("terraced", "flat", "drawstop"):
        layout = "terraced"
    resp = web.json_response({"layout": layout})
    resp.set_cookie("sb_console", layout, secure=True, httponly=True, samesite="Lax")
    return resp
