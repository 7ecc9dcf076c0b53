from starlette.testclient import TestClient


def test_results(monkeypatch):
    monkeypatch.setenv("OUTRUN_SESSION_SECRET", "x" * 32)
    from outrun.app import app
    client = TestClient(app)
    assert client.get("/results").status_code in (200, 500)
