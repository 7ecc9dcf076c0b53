from aiohttp import web
from aiohttp_session import get_session, new_session

from . import directory

routes = web.RouteTableDef()


@routes.post("/login", name="login")
async def login(request):
    form = await request.post()
    username = form.get("username", "")
    dn = directory.keeper_dn(username)
    if dn is None or not directory.bind_as(dn, form.get("password", "")):
        raise web.HTTPForbidden()
    session = await new_session(request)
    session["keeper"] = username
    session["curator"] = directory.is_curator(username)
    resp = web.HTTPFound(request.query.get("next", "/rounds"))
    resp.set_cookie("keeper_name", username, max_age=12 * 3600)
    return resp


@routes.get("/logout")
async def logout(request):
    session = await get_session(request)
    session.invalidate()
    raise web.HTTPFound(request.app.router["login"].url_for())


async def current_keeper(request):
    session = await get_session(request)
    keeper = session.get("keeper")
    if not keeper:
        raise web.HTTPUnauthorized()
    return keeper, session.get("curator", False)
