import pytest

from wiki import create_app


@pytest.fixture
def app(tmp_path):
    app = create_app()
    app.config.update(TESTING=True, DATABASE=str(tmp_path / "w.db"), SECRET_KEY="testing")
    return app


def test_index(app):
    with app.test_client() as c:
        assert c.get("/").status_code in (200, 500)


def test_logout_rejects_offsite(app):
    with app.test_client() as c:
        r = c.get("/auth/logout?next=https://evil.example/")
        assert r.headers["Location"].endswith("/")
