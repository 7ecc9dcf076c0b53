import hashlib
import random
import time

_SESSIONS = {}


def create(user):
    sid = hashlib.sha1(("%s:%s:%s" % (user, time.time(), random.random())).encode()).hexdigest()
    _SESSIONS[sid] = {"user": user, "created": time.time()}
    return sid


def lookup(sid):
    s = _SESSIONS.get(sid or "")
    if s and time.time() - s["created"] < 8 * 3600:
        return s["user"]
    return None


def drop(sid):
    _SESSIONS.pop(sid, None)
