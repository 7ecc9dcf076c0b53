import functools

from aiohttp import web
from aiohttp_session import get_session


def require_rider(handler):
    @functools.wraps(handler)
    async def wrapper(request):
        session = await get_session(request)
        if "rider" not in session:
            raise web.HTTPUnauthorized()
        request["rider"] = session["rider"]
        return await handler(request)
    return wrapper


@web.middleware
async def security_headers(request, handler):
    resp = await handler(request)
    resp.headers.setdefault("X-Content-Type-Options", "nosniff")
    return resp
