from fastapi.testclient import TestClient

from fleetapi.config import Settings
from fleetapi.main import app
from fleetapi.security import issue_token, new_api_key

client = TestClient(app)


def test_health():
    assert client.get("/health").json() == {"ok": True}


def test_api_key_format():
    key = new_api_key()
    assert key.startswith("fk_") and len(key) == 43


def test_by_depot_rejects_text():
    resp = client.get("/vehicles/by-depot/1%20OR%201=1", headers={"Authorization": "Bearer x"})
    assert resp.status_code in (401, 403, 422)


def test_token_roundtrip():
    settings = Settings(jwt_secret="unit-test-secret-not-used-anywhere")
    token = issue_token("vehicle-7", settings)
    assert token.count(".") == 2
