import logging
import traceback

from aiohttp import web

from . import settings

log = logging.getLogger("museum_loans")


@web.middleware
async def error_pages(request, handler):
    try:
        return await handler(request)
    except web.HTTPException:
        raise
    except Exception:
        log.exception("unhandled error on %s", request.path)
        if settings.DEBUG:
            return web.Response(text=traceback.format_exc(), status=500)
        return web.Response(text="Internal error", status=500)


@web.middleware
async def session_user(request, handler):
    sid = request.cookies.get("loans_sid")
    request["user"] = request.app["sessions"].get(sid, {}).get("user") if sid else None
    return await handler(request)
