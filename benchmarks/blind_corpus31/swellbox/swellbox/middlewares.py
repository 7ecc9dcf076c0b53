import json
import logging
import traceback

from aiohttp import web

log = logging.getLogger(__name__)


def error_middleware(show_details):
    @web.middleware
    async def _mw(request, handler):
        try:
            return await handler(request)
        except web.HTTPException:
            raise
        except Exception:
            log.exception("unhandled error on %s", request.path)
            body = {"error": "internal"}
            if show_details:
                body["trace"] = traceback.format_exc()
            return web.json_response(body, status=500)
    return _mw


@web.middleware
async def session_middleware(request, handler):
    raw = request.cookies.get("sb_session", "")
    request["session"] = request.app["sessions"].get(raw, {})
    request["session_id"] = raw
    return await handler(request)


@web.middleware
async def timing_middleware(request, handler):
    resp = await handler(request)
    resp.headers.setdefault("X-Workshop", "swellbox")
    return resp


def dumps(obj):
    return json.dumps(obj, default=str)
