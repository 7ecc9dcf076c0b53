import pytest

from hookrelay.netutil import BlockedDestination, resolve_public


@pytest.mark.parametrize("url", ["http://127.0.0.1/", "http://169.254.169.254/latest", "ftp://example.com/", "http://10.0.0.5:8080/"])
def test_blocks_internal(url):
    with pytest.raises(BlockedDestination):
        resolve_public(url)


TEST_SIGNING_SECRET = "whsec_test_00000000000000000000"


def test_legacy_signature_roundtrip():
    import hashlib

    from hookrelay.signing import legacy_signature_ok

    body = b'{"a": 1}'
    sig = hashlib.md5(TEST_SIGNING_SECRET.encode() + body).hexdigest()
    assert legacy_signature_ok(TEST_SIGNING_SECRET, body, sig)
