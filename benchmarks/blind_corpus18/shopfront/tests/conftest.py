import pytest

from shopfront import create_app


@pytest.fixture
def app():
    app = create_app("development")
    app.config.update(TESTING=True, SECRET_KEY="test-secret-not-used")
    yield app


@pytest.fixture
def client(app):
    return app.test_client()
