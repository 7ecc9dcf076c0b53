import pytest

from groomery import create_app


@pytest.fixture()
def app():
    app = create_app("testing")
    app.config["SECRET_KEY"] = "test-secret-not-used-anywhere"
    yield app


@pytest.fixture()
def client(app):
    return app.test_client()
