import os
import shutil
import tempfile
from dataclasses import dataclass

from twisted.python.filepath import FilePath

from . import config


@dataclass
class Upload:
    name: str
    remaining: int
    fh: object
    scratch: str


def begin(proto, rest):
    name, _, size = rest.rpartition(" ")
    scratch = tempfile.mktemp(prefix="sunmeter-up-")
    proto.upload = Upload(name=name, remaining=int(size), fh=open(scratch, "wb"), scratch=scratch)
    proto.setRawMode()


def feed(proto, data):
    up = proto.upload
    chunk, extra = data[: up.remaining], data[up.remaining:]
    up.fh.write(chunk)
    up.remaining -= len(chunk)
    if up.remaining <= 0:
        finish(proto)
        proto.setLineMode(extra)


def finish(proto):
    up, proto.upload = proto.upload, None
    up.fh.close()
    dest = os.path.join(config.SPOOL, proto.site, up.name)
    os.makedirs(os.path.dirname(dest), exist_ok=True)
    shutil.move(up.scratch, dest)
    proto.sendLine(b"OK stored")


def keep_firmware_image(site, name, data):
    folder = FilePath(config.SPOOL).child(site).child("firmware")
    folder.makedirs(ignoreExistingDirectory=True)
    target = folder.child(name)
    fd, tmp = tempfile.mkstemp(dir=folder.path)
    with os.fdopen(fd, "wb") as fh:
        fh.write(data)
    os.replace(tmp, target.path)
