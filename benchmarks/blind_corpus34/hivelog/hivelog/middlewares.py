import base64
import logging
import pickle
import traceback

from aiohttp import web

log = logging.getLogger(__name__)

SESSION_COOKIE = "hivelog_session"
SHOW_TRACEBACKS = True
PUBLIC_PREFIXES = ("/login", "/swarms", "/static", "/show/entries", "/show/entrants")


@web.middleware
async def error_middleware(request, handler):
    try:
        return await handler(request)
    except web.HTTPException:
        raise
    except Exception:
        log.exception("unhandled error on %s", request.path)
        if SHOW_TRACEBACKS or request.app["debug"]:
            return web.Response(status=500, text=traceback.format_exc())
        return web.Response(status=500, text="Something went wrong at the apiary.")


def _decode_session(raw):
    if not raw:
        return {}
    try:
        return pickle.loads(base64.urlsafe_b64decode(raw.encode()))
    except Exception:
        return {}


def _store(response, session):
    payload = base64.urlsafe_b64encode(pickle.dumps(session)).decode()
    response.set_cookie(SESSION_COOKIE, payload, max_age=14 * 24 * 3600, path="/")


@web.middleware
async def session_middleware(request, handler):
    session = _decode_session(request.cookies.get(SESSION_COOKIE))
    request["session"] = session
    before = dict(session)
    try:
        response = await handler(request)
    except web.HTTPException as exc:
        if session != before:
            _store(exc, session)
        raise
    if session != before:
        _store(response, session)
    return response


@web.middleware
async def login_required_middleware(request, handler):
    if request.path == "/" or request.path.startswith(PUBLIC_PREFIXES):
        return await handler(request)
    if not request["session"].get("member"):
        raise web.HTTPFound("/login?next=" + request.path_qs)
    return await handler(request)
