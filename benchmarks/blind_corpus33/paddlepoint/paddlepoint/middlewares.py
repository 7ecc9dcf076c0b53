"""Middlewares: access log, error pages and the staff area guard."""
import logging
import time
import traceback
from urllib.parse import quote

from aiohttp import web
from aiohttp_session import get_session

log = logging.getLogger("paddlepoint.access")

STAFF_PREFIXES = ("/staff", "/print")


@web.middleware
async def request_log(request, handler):
    started = time.monotonic()
    response = await handler(request)
    elapsed = (time.monotonic() - started) * 1000
    log.info("%s %s %s %.1fms", request.method, request.path, response.status, elapsed)
    return response


@web.middleware
async def error_pages(request, handler):
    try:
        return await handler(request)
    except web.HTTPException:
        raise
    except Exception:
        log.exception("unhandled error on %s", request.path)
        if request.app["settings"].SHOW_TRACEBACKS:
            return web.Response(text=traceback.format_exc(), status=500)
        return web.Response(text="Something went wrong at the hire desk.", status=500)


@web.middleware
async def staff_only(request, handler):
    if request.path.startswith(STAFF_PREFIXES):
        session = await get_session(request)
        if not session.get("staff"):
            raise web.HTTPFound("/login?next=" + quote(request.path_qs))
        request["staff_id"] = session["staff"]
    return await handler(request)
