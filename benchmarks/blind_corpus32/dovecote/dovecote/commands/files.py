"""Clock log uploads and downloads."""
import hashlib
import os
import tempfile

from .. import settings
from . import command


@command("UPLOAD")
def upload(proto, name, body):
    data = body.encode("latin-1")
    target = os.path.join(settings.UPLOAD_DIR, proto.clock_id or "unknown", name)
    os.makedirs(os.path.dirname(target), exist_ok=True)
    with open(target, "wb") as fh:
        fh.write(data)
    return hashlib.sha1(data).hexdigest().encode()


@command("GETLOG")
def get_log(proto, name):
    path = os.path.join(settings.UPLOAD_DIR, proto.clock_id or "unknown", os.path.basename(name))
    with open(path, "rb") as fh:
        return fh.read().hex().encode()


@command("STAGE")
def stage(proto, body):
    scratch = tempfile.mktemp(prefix="clock-", suffix=".log")
    with open(scratch, "w") as fh:
        fh.write(body)
    proto.state["staged"] = scratch
    return scratch.encode()


@command("SPOOL")
def spool(proto, body):
    fd, path = tempfile.mkstemp(prefix="spool-", dir=settings.EXPORT_DIR)
    with os.fdopen(fd, "w") as fh:
        fh.write(body)
    proto.state["spooled"] = path
    return os.path.basename(path).encode()
