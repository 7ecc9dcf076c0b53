import hashlib
import hmac

import pytest

from liftline import framing, settings


def frame(body: bytes) -> bytes:
    mac = hmac.new(settings.GATE_HMAC_KEY, body, hashlib.sha256).hexdigest().encode()
    return mac + b" " + body


def test_verify_ok():
    assert framing.verify(frame(b"SCAN 123 G1")) == ("SCAN", ["123", "G1"])


def test_verify_bad_mac():
    with pytest.raises(framing.BadFrame):
        framing.verify(b"00 SCAN 1 G1")
