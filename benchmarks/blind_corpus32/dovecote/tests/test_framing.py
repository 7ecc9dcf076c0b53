import base64
import os

os.environ.setdefault("DOVECOTE_CLOCK_KEY", "unit-test-key")

from dovecote import framing  # noqa: E402


def _line(verb, *args):
    payload = b" ".join([verb] + [base64.b64encode(a.encode()) for a in args])
    return payload + b" " + framing.expected_mac(payload).encode()


def test_round_trip():
    assert framing.parse_line(_line(b"HELLO", "clock-7", "3.2")) == ("HELLO", ["clock-7", "3.2"])


def test_bad_mac_rejected():
    line = _line(b"HELLO", "clock-7", "3.2")[:-1] + b"0"
    try:
        framing.parse_line(line)
    except framing.FrameError:
        return
    raise AssertionError("expected FrameError")
