import hashlib
import hmac

from deploybot import webhook

TEST_SECRET = b"test-webhook-secret"


def test_signature(monkeypatch):
    monkeypatch.setattr(webhook.settings, "WEBHOOK_SECRET", TEST_SECRET)
    body = b"{}"
    sig = "sha1=" + hmac.new(TEST_SECRET, body, hashlib.sha1).hexdigest()
    assert webhook._valid_signature(body, sig)
