import pytest

from helpdesk import create_app


@pytest.fixture
def app():
    app = create_app("testing")
    app.config.update(SECRET_KEY="pytest-only-not-a-real-key")
    yield app


@pytest.fixture
def client(app):
    return app.test_client()
