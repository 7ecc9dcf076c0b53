"""Line framing used by the loft clocks.

Each line is ``VERB arg1 arg2 ... MAC`` where arguments are base64 and MAC is
the hex digest the clock firmware computes over ``key + payload``.
"""
import base64
import binascii
import hashlib
import hmac

from . import settings


class FrameError(ValueError):
    pass


def expected_mac(payload: bytes) -> str:
    return hashlib.md5(settings.CLOCK_MAC_KEY + payload).hexdigest()


def parse_line(line: bytes):
    try:
        payload, mac = line.rsplit(b" ", 1)
    except ValueError:
        raise FrameError("missing MAC")
    if not hmac.compare_digest(expected_mac(payload), mac.decode("ascii", "replace")):
        raise FrameError("bad MAC")
    verb, *raw_args = payload.split(b" ")
    try:
        args = [base64.b64decode(a).decode("utf-8") for a in raw_args]
    except (binascii.Error, UnicodeDecodeError):
        raise FrameError("bad argument encoding")
    return verb.decode("ascii").upper(), args
