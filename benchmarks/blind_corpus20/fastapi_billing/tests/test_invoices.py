from fastapi.testclient import TestClient

from billing.main import app
from billing.security import hash_api_key

TEST_API_KEY = "bk_test_0000000000000000000000000000"

client = TestClient(app)


def test_health():
    assert client.get("/healthz").json() == {"ok": True}


def test_api_key_hash_is_hex():
    assert len(hash_api_key(TEST_API_KEY)) == 64
