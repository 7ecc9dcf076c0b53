from stencilkit import sign, verify

FIXTURE_KEY = b"unit-test-key-not-secret"


def test_roundtrip():
    tag = sign(b"<p>hi</p>", FIXTURE_KEY)
    assert verify(b"<p>hi</p>", FIXTURE_KEY, tag)


def test_tamper():
    tag = sign(b"<p>hi</p>", FIXTURE_KEY)
    assert not verify(b"<p>bye</p>", FIXTURE_KEY, tag)
