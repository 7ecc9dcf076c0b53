import pytest

from minirule import Ruleset
from minirule.serializers import BadSignature, dumps, loads

SIGNING_KEY = b"minirule-unit-tests-0001"


def test_roundtrip():
    blob = dumps(Ruleset(), SIGNING_KEY)
    assert isinstance(loads(blob, SIGNING_KEY), Ruleset)


def test_tampered():
    blob = bytearray(dumps(Ruleset(), SIGNING_KEY))
    blob[-1] ^= 1
    with pytest.raises(BadSignature):
        loads(bytes(blob), SIGNING_KEY)
