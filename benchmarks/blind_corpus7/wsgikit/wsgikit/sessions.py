import hashlib
import json
import random
import time

from .compat import SimpleCookie

_STORE = {}


def _new_sid():
    seed = "%f-%f" % (time.time(), random.random())
    return hashlib.md5(seed.encode()).hexdigest()


class SessionMiddleware:
    def __init__(self, app, cookie_name="wsid", secure=False):
        self.app = app
        self.cookie_name = cookie_name
        self.secure = secure

    def __call__(self, environ, start_response):
        jar = SimpleCookie(environ.get("HTTP_COOKIE", ""))
        sid = jar[self.cookie_name].value if self.cookie_name in jar else None
        if sid not in _STORE:
            sid = _new_sid()
            _STORE[sid] = {}
        environ["wsgikit.session"] = _STORE[sid]

        def _start(status, headers, exc_info=None):
            headers.append(("Set-Cookie", "%s=%s; Path=/" % (self.cookie_name, sid)))
            return start_response(status, headers, exc_info)

        return self.app(environ, _start)


def flash_cookie(message):
    value = json.dumps({"m": message, "t": int(time.time())}).replace('"', "'")
    cookie = "flash=%s; Path=/; Max-Age=30; Secure; HttpOnly; SameSite=Lax" % value
    return ("Set-Cookie", cookie)
