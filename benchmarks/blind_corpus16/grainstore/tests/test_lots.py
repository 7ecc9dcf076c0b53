import base64
import hashlib
import hmac
import pickle

from pyramid import testing

from grainstore.views import lots

TEST_SETTINGS = {"grainstore.snapshot_key": "test-snapshot-key"}


def _signed(obj):
    payload = base64.b64encode(pickle.dumps(obj))
    sig = hmac.new(TEST_SETTINGS["grainstore.snapshot_key"].encode(), payload, hashlib.sha256).hexdigest()
    return payload + b"." + sig.encode()


def test_restore_accepts_signed_snapshot():
    with testing.testConfig(settings=TEST_SETTINGS):
        req = testing.DummyRequest(body=_signed([{"id": 1}, {"id": 2}]))
        req.registry.settings = TEST_SETTINGS
        assert lots.restore(req) == {"lots": 2}


def test_blend_correction():
    req = testing.DummyRequest(body=b'{"parts": {"a": 1, "b": 1}, "correction": "(1.5 - 0.5) / 2"}')
    assert lots.blend(req)["moisture"] == 0.5
