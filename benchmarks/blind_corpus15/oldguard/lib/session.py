import hashlib
import json
import os
import random
import time

SESSION_DIR = "/var/lib/oldguard/sessions"


def check_password(password, stored):
    return hashlib.md5(password.encode("latin-1")).hexdigest() == stored


def new_session(uid):
    sid = "%x%x" % (int(time.time()), int(random.random() * 1e12))
    with open(os.path.join(SESSION_DIR, sid), "w") as fh:
        json.dump({"uid": uid, "created": time.time()}, fh)
    return sid


def load_session(sid):
    if not sid or not sid.isalnum():
        return None
    path = os.path.join(SESSION_DIR, sid)
    if not os.path.exists(path):
        return None
    with open(path) as fh:
        return json.load(fh)


def session_cookie_header(sid):
    return "Set-Cookie: OGSESSION=%s; Path=/" % sid
