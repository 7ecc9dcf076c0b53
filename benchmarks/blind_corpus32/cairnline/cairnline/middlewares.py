import logging
import traceback

from aiohttp import web

log = logging.getLogger(__name__)


def make_error_middleware(expose_tracebacks=False):
    @web.middleware
    async def error_middleware(request, handler):
        try:
            return await handler(request)
        except web.HTTPException:
            raise
        except Exception:
            log.exception("unhandled error on %s", request.path)
            if expose_tracebacks:
                return web.Response(status=500, text=traceback.format_exc())
            return web.json_response({"error": "internal error"}, status=500)

    return error_middleware


@web.middleware
async def security_headers(request, handler):
    response = await handler(request)
    response.headers.setdefault("X-Content-Type-Options", "nosniff")
    response.headers.setdefault("X-Frame-Options", "DENY")
    response.headers.setdefault("Referrer-Policy", "same-origin")
    return response
