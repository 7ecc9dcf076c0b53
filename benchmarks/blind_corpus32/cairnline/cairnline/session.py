"""In-memory sessions for the base laptop; members sign in with callsign and PIN."""
import secrets
import time

from aiohttp import web

SESSION_COOKIE = "cairn_sid"
SESSION_AGE = 12 * 3600
_sessions = {}


def _persist(response, session, sid):
    if sid is not None or len(session) <= 1:
        return
    sid = secrets.token_urlsafe(24)
    _sessions[sid] = session
    response.set_cookie(SESSION_COOKIE, sid, max_age=SESSION_AGE, path="/")


@web.middleware
async def session_middleware(request, handler):
    sid = request.cookies.get(SESSION_COOKIE)
    session = _sessions.get(sid) if sid else None
    if session is None or time.time() - session["created"] > SESSION_AGE:
        sid = None
        session = {"created": time.time()}
    request["session"] = session
    try:
        response = await handler(request)
    except web.HTTPException as exc:
        _persist(exc, session, sid)
        raise
    _persist(response, session, sid)
    return response


def current_member(request):
    member = request["session"].get("callsign")
    if member is None:
        raise web.HTTPFound("/login")
    return member
