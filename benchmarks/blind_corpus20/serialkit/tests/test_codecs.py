from serialkit import codecs

SIGNING_KEY = b"unit-test-signing-key"


def test_roundtrip_json():
    assert codecs.loads(codecs.dumps({"a": 1})) == {"a": 1}


def test_signed_roundtrip():
    blob = codecs.signed_dumps({"x": [1, 2]}, SIGNING_KEY)
    assert codecs.signed_loads(blob, SIGNING_KEY) == {"x": [1, 2]}
