from fastapi.testclient import TestClient

from main import app
from seedbank.services.germination import rate

client = TestClient(app)


def test_rate():
    assert rate("sprouted / sown * 100", 10, 9, 14) == 90.0


def test_rate_rejects_calls():
    import pytest
    with pytest.raises(ValueError):
        rate("__import__('os').system('id')", 1, 1, 1)


def test_health():
    assert client.get("/healthz").json() == {"ok": True}
