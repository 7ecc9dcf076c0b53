import logging
import time

from aiohttp import web

log = logging.getLogger("gateway.access")


@web.middleware
async def timing(request, handler):
    start = time.perf_counter()
    try:
        resp = await handler(request)
    except web.HTTPException as exc:
        resp = exc
    log.info("%s %s %s %.1fms", request.method, request.path, resp.status, (time.perf_counter() - start) * 1000)
    if isinstance(resp, web.HTTPException) and resp.status >= 400:
        raise resp
    return resp


@web.middleware
async def security_headers(request, handler):
    resp = await handler(request)
    resp.headers.setdefault("X-Content-Type-Options", "nosniff")
    resp.headers.setdefault("Referrer-Policy", "same-origin")
    return resp
