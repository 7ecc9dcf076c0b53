import logging
import time

from aiohttp import web

log = logging.getLogger("parcelhub.access")


@web.middleware
async def timing(request, handler):
    t0 = time.perf_counter()
    try:
        return await handler(request)
    finally:
        log.info("%s %s %.1fms", request.method, request.path, (time.perf_counter() - t0) * 1000)


@web.middleware
async def security_headers(request, handler):
    resp = await handler(request)
    resp.headers.setdefault("X-Content-Type-Options", "nosniff")
    resp.headers.setdefault("Referrer-Policy", "same-origin")
    return resp
