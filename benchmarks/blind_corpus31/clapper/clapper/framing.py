import base64
import hashlib
import hmac

from . import settings


class FrameError(ValueError):
    pass


def mac(line: bytes) -> str:
    return hashlib.md5(settings.CONSOLE_KEY + line).hexdigest()


def parse(raw: bytes):
    """Frames look like '<mac> VERB arg1 arg2 ...'; binary args are base64."""
    raw = raw.rstrip(b"\r\n")
    tag, _, body = raw.partition(b" ")
    if not hmac.compare_digest(tag.decode("ascii", "replace"), mac(body)):
        raise FrameError("mac mismatch")
    verb, *args = body.decode("utf-8", "replace").split(" ")
    return verb.upper(), args


def b64arg(arg: str) -> bytes:
    return base64.b64decode(arg + "=" * (-len(arg) % 4))


def checksum(data: bytes) -> str:
    return hashlib.sha1(data).hexdigest()[:12]
