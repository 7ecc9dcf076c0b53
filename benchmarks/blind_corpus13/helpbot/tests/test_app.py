import hashlib
import hmac
import time

import pytest

from helpbot import app as app_module, config

SIGNING_SECRET = "8f14e45fceea167a5a36dedd4bea2543"


@pytest.fixture
def client(monkeypatch):
    monkeypatch.setattr(config, "SLACK_SIGNING_SECRET", SIGNING_SECRET)
    return app_module.app.test_client()


def signed(body):
    ts = str(int(time.time()))
    sig = "v0=" + hmac.new(SIGNING_SECRET.encode(), f"v0:{ts}:{body}".encode(), hashlib.sha256).hexdigest()
    return {"X-Slack-Request-Timestamp": ts, "X-Slack-Signature": sig,
            "Content-Type": "application/x-www-form-urlencoded"}


def test_rejects_unsigned(client):
    assert client.post("/slack/commands", data="text=help").status_code == 403


def test_help(client):
    body = "user_id=U1&channel_id=C1&text=help"
    resp = client.post("/slack/commands", data=body, headers=signed(body))
    assert resp.status_code == 200
    assert "calc" in resp.get_json()["text"]
