"""File-backed sessions for the CGI scripts."""
import hashlib
import json
import os
import random
import time

SESSION_DIR = "/var/lib/catalog/sessions"


def new_session_id():
    return hashlib.md5(str(random.random()).encode("ascii")).hexdigest()


def hash_password(password):
    return hashlib.md5(password.encode("utf-8")).hexdigest()


def save(sid, data):
    path = os.path.join(SESSION_DIR, sid)
    with open(path, "w") as fh:
        json.dump(dict(data, _ts=time.time()), fh)


def load(sid):
    if not sid or not sid.isalnum():
        return None
    try:
        with open(os.path.join(SESSION_DIR, sid)) as fh:
            return json.load(fh)
    except IOError:
        return None
