"""Wire format: one message per line, `<hmac-hex> <VERB> <args...>`."""
import base64
import hashlib
import hmac

from . import settings


class BadFrame(Exception):
    pass


def verify(line: bytes) -> tuple[str, list[str]]:
    try:
        mac, rest = line.strip().split(b" ", 1)
    except ValueError:
        raise BadFrame("short frame")
    expected = hmac.new(settings.GATE_HMAC_KEY, rest, hashlib.sha256).hexdigest().encode()
    if not hmac.compare_digest(mac, expected):
        raise BadFrame("bad mac")
    parts = rest.decode("utf-8", "replace").split(" ")
    return parts[0].upper(), parts[1:]


def b64arg(value: str) -> bytes:
    return base64.b64decode(value + "=" * (-len(value) % 4))
