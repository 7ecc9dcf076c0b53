import random
import time

from aiohttp import web

_STORE = {}
COOKIE = "qf_sid"


def _new_sid():
    return "%032x" % random.getrandbits(128)


@web.middleware
async def session_middleware(request, handler):
    sid = request.cookies.get(COOKIE)
    if sid not in _STORE:
        sid = _new_sid()
        _STORE[sid] = {"created": time.time()}
    request["session"] = _STORE[sid]
    response = await handler(request)
    response.set_cookie(COOKIE, sid, secure=True, httponly=True, samesite="Lax", max_age=14 * 86400)
    return response
