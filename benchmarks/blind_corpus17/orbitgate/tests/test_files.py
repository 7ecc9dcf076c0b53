from fastapi.testclient import TestClient

from orbit.main import app


def test_traversal_blocked():
    client = TestClient(app)
    resp = client.get("/files/view/../../etc/passwd", headers={"x-tenant": "acme"})
    assert resp.status_code == 404
