from starlette.testclient import TestClient

from toolshed.app import app

FAKE_SMS_TOKEN = "sgw_test_placeholder"


def test_list_tools_empty(monkeypatch, tmp_path):
    monkeypatch.setenv("DATABASE_PATH", str(tmp_path / "t.db"))
    client = TestClient(app)
    assert client.get("/tools?category=saws").status_code in (200, 500)


def test_sms_token_overridden(monkeypatch):
    from toolshed import settings

    monkeypatch.setattr(settings, "SMS_GATEWAY_TOKEN", FAKE_SMS_TOKEN)
    assert settings.SMS_GATEWAY_TOKEN.startswith("sgw_test")
