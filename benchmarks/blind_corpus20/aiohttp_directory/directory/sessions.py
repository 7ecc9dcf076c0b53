import hashlib
import random
import time

_sessions = {}
_rng = random.SystemRandom()
_ALPHABET = "abcdefghijklmnopqrstuvwxyz0123456789"


def new_sso_session(user):
    sid = "".join(_rng.choice(_ALPHABET) for _ in range(40))
    _sessions[sid] = user
    return sid


def new_password_session(user):
    sid = hashlib.md5(("%s:%f" % (user, time.time())).encode()).hexdigest()
    _sessions[sid] = user
    return sid


def user_for(sid):
    return _sessions.get(sid)
