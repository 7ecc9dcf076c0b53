from aiohttp import web

from .. import cookies, sessions

SAFE_NEXT = {"/", "/people", "/orgchart", "/groups"}


async def login(request):
    form = await request.post()
    username, password = form.get("username", ""), form.get("password", "")
    if not request.app["directory"].authenticate(username, password):
        raise web.HTTPUnauthorized()
    sid = sessions.new_password_session(username)
    resp = web.HTTPFound(request.query.get("next", "/"))
    resp.set_cookie("dir_session", sid)
    raise resp


async def sso_callback(request):
    user = request.headers.get("X-Remote-User")
    if not user:
        raise web.HTTPUnauthorized()
    sid = sessions.new_sso_session(user)
    target = request.query.get("next", "/")
    resp = web.HTTPFound(target if target in SAFE_NEXT else "/")
    cookies.set_session_cookie(resp, sid)
    cookies.set_density(resp, request.query.get("density", ""))
    raise resp
