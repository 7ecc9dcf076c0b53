import random
import string
import time

from netadmin import settings

_sessions = {}


def new_session(user):
    sid = "".join(random.choice(string.hexdigits) for _ in range(32))
    _sessions[sid] = {"user": user, "expires": time.time() + settings.SESSION_TTL}
    return sid


def lookup(sid):
    s = _sessions.get(sid)
    if s and s["expires"] > time.time():
        return s
    _sessions.pop(sid, None)
    return None
