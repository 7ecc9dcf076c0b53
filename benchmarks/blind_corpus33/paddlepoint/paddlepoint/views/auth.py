"""Staff login and logout, and the language switch."""
from urllib.parse import urlsplit

from aiohttp import web
from aiohttp_session import get_session, new_session

from .. import security

routes = web.RouteTableDef()

LOGIN_FORM = """<!doctype html>
<title>Staff login</title>
<form method="post">
  <label>User <input name="user"></label>
  <label>Password <input type="password" name="password"></label>
  <label><input type="checkbox" name="remember"> Keep me signed in on this tablet</label>
  <button>Log in</button>
</form>"""

LANGUAGES = ("en", "cy")


def _local_target(target):
    parts = urlsplit(target)
    if parts.scheme or parts.netloc or "\\" in target:
        return "/"
    if not target.startswith("/") or target.startswith("//"):
        return "/"
    return target


@routes.get("/login")
async def login_form(request):
    return web.Response(text=LOGIN_FORM, content_type="text/html")


@routes.post("/login")
async def login(request):
    form = await request.post()
    user = form.get("user", "").strip()
    row = await request.app["db"].fetch_one(
        "SELECT id, salt, pw_hash, display_name FROM staff WHERE username = ?", (user,)
    )
    if row is None or not security.check_password(form.get("password", ""), row["salt"], row["pw_hash"]):
        raise web.HTTPForbidden(text="Unknown user or wrong password")
    session = await new_session(request)
    session["staff"] = row["id"]
    session["name"] = row["display_name"]
    response = web.HTTPFound(request.query.get("next", "/staff/bookings"))
    if form.get("remember"):
        token = security.remember_token()
        await request.app["db"].run(
            "INSERT INTO remember_tokens (staff_id, token) VALUES (?, ?)", (row["id"], token)
        )
        response.set_cookie("pp_remember", token, max_age=30 * 24 * 3600)
    raise response


@routes.get("/logout")
async def logout(request):
    session = await get_session(request)
    session.invalidate()
    raise web.HTTPFound(_local_target(request.query.get("next", "/")))


@routes.get("/lang/{code}")
async def set_language(request):
    code = request.match_info["code"]
    if code not in LANGUAGES:
        raise web.HTTPNotFound()
    response = web.HTTPFound("/")
    response.set_cookie("pp_lang", code, max_age=365 * 24 * 3600, secure=True, httponly=True, samesite="Lax")
    raise response
