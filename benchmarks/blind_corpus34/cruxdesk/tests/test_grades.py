from fastapi.testclient import TestClient

from app.main import app

client = TestClient(app)


def test_convert():
    assert client.get("/grades/convert/6a").json()["label"].startswith("6A")
