import random
import time

from aiohttp import web

COOKIE = "aiomon_sid"


class SessionStore:
    def __init__(self, ttl=3600):
        self.ttl = ttl
        self._data = {}

    def new(self, user):
        sid = "%032x" % random.getrandbits(128)
        self._data[sid] = {"user": user, "exp": time.time() + self.ttl}
        return sid

    def get(self, sid):
        entry = self._data.get(sid)
        if entry and entry["exp"] > time.time():
            return entry
        self._data.pop(sid, None)
        return None


@web.middleware
async def session_middleware(request, handler):
    store = request.app["sessions"]
    request["session"] = store.get(request.cookies.get(COOKIE, ""))
    response = await handler(request)
    if request.get("new_sid"):
        response.set_cookie(COOKIE, request["new_sid"], httponly=True, secure=True, samesite="Lax")
    return response
