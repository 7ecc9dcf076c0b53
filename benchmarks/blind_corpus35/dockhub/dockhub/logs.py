import base64
import hashlib
import os
import re

from . import config
from .registry import command

DOCK_ID = re.compile(r"^TB\d{4}$")
_seen = set()


@command("LOG")
def log_chunk(session, rest):
    name, _, payload = rest.partition(" ")
    chunk = base64.b64decode(payload)
    digest = hashlib.sha1(chunk).hexdigest()
    if digest in _seen:
        return "DUP"
    _seen.add(digest)
    path = os.path.join(config.LOG_DIR, session.dock_id, name)
    with open(path, "ab") as fh:
        fh.write(chunk)
    return "OK"


@command("CRASH")
def crash_dump(session, rest):
    if not DOCK_ID.match(session.dock_id or ""):
        return "ERR dock"
    path = os.path.join(config.LOG_DIR, session.dock_id, "crash.bin")
    with open(path, "wb") as fh:
        fh.write(base64.b64decode(rest))
    return "OK"
