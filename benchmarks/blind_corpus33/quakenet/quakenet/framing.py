"""Line framing helpers: arguments are space separated, binary ones base64."""
import base64
import binascii


class FrameError(Exception):
    pass


def split_line(line):
    text = line.decode("ascii", "replace").strip()
    if not text:
        raise FrameError("empty line")
    verb, _, rest = text.partition(" ")
    return verb.upper(), rest.split(" ") if rest else []


def b64arg(arg):
    try:
        return base64.b64decode(arg, validate=True)
    except (binascii.Error, ValueError) as exc:
        raise FrameError("bad base64") from exc


def reply(*parts):
    return " ".join(str(p) for p in parts).encode("ascii", "replace")
