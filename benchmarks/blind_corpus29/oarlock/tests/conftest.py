import pytest
from falcon import testing

from oarlock import config
from oarlock.app import create_app

TEST_SIGNING_KEY = "test-signing-key-not-used-anywhere"


@pytest.fixture
def client(monkeypatch, tmp_path):
    monkeypatch.setattr(config, "COOKIE_SIGNING_KEY", TEST_SIGNING_KEY)
    monkeypatch.setattr(config, "DB_PATH", str(tmp_path / "test.sqlite3"))
    return testing.TestClient(create_app())
