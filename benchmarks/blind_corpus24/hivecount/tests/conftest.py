import pytest

from hivecount import create_app

TEST_SECRET_KEY = "test-only-not-a-real-key"


@pytest.fixture
def app(tmp_path):
    app = create_app("config.DevConfig")
    app.config.update(TESTING=True, DEBUG=True, SECRET_KEY=TEST_SECRET_KEY, DATABASE=str(tmp_path / "t.db"))
    yield app


@pytest.fixture
def client(app):
    return app.test_client()
