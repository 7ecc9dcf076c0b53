import pytest

from clapper.framing import FrameError, mac, parse


def test_roundtrip():
    body = b"SONG Westminster"
    verb, args = parse(mac(body).encode() + b" " + body + b"\n")
    assert verb == "SONG" and args == ["Westminster"]


def test_bad_mac():
    with pytest.raises(FrameError):
        parse(b"0000 SONG x\n")
