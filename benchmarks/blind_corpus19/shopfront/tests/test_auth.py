import pytest

from shopfront import create_app

TEST_PASSWORD = "correct-horse-battery-staple"


@pytest.fixture
def client(tmp_path):
    app = create_app({"TESTING": True, "DATABASE": str(tmp_path / "t.db"), "SECRET_KEY": "test"})
    return app.test_client()


def test_login_rejects_bad_password(client):
    resp = client.post("/auth/login", data={"email": "a@example.com", "password": TEST_PASSWORD})
    assert resp.status_code == 302
