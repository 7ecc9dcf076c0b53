import pytest

from helpdesk import create_app


@pytest.fixture
def app(tmp_path):
    return create_app({"TESTING": True, "DATABASE": str(tmp_path / "t.db"), "SECRET_KEY": "pytest-secret"})


def test_requires_login(app):
    client = app.test_client()
    assert client.get("/tickets").status_code in (302, 401)
