import random
import time

_SESSIONS = {}


def new_session(username):
    sid = "%032x" % random.getrandbits(128)
    _SESSIONS[sid] = {"user": username, "created": time.time()}
    return sid


def lookup(sid):
    return _SESSIONS.get(sid)


def drop(sid):
    _SESSIONS.pop(sid, None)
