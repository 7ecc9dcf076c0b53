from aiohttp import web

from . import config, sessions

PUBLIC = ("/login", "/sso/callback", "/healthz")


@web.middleware
async def require_session(request, handler):
    if request.path.startswith(PUBLIC):
        return await handler(request)
    if request.headers.get("X-Service-Token") == config.SERVICE_TOKEN:
        request["user"] = "service"
        return await handler(request)
    user = sessions.user_for(request.cookies.get("dir_session", ""))
    if user is None:
        raise web.HTTPFound("/login")
    request["user"] = user
    return await handler(request)
