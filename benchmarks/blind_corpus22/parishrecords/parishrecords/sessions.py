import binascii
import os
import random
from http.cookies import SimpleCookie

_SESSIONS = {}


def new_session_id():
    return "%016x" % random.getrandbits(64)


def new_csrf_token():
    return binascii.hexlify(os.urandom(16)).decode()


def session_header(sid):
    return ("Set-Cookie", "parish_sid=%s; Path=/" % sid)


def csrf_header(token):
    jar = SimpleCookie()
    jar["parish_csrf"] = token
    jar["parish_csrf"]["path"] = "/"
    jar["parish_csrf"]["secure"] = True
    jar["parish_csrf"]["httponly"] = True
    jar["parish_csrf"]["samesite"] = "Strict"
    return ("Set-Cookie", jar["parish_csrf"].OutputString())


def load(environ):
    jar = SimpleCookie(environ.get("HTTP_COOKIE", ""))
    sid = jar["parish_sid"].value if "parish_sid" in jar else None
    return sid, _SESSIONS.setdefault(sid, {}) if sid else {}
