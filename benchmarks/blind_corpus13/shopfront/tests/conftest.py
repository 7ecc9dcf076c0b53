import pytest

from shopfront import create_app
from shopfront.db import get_db


@pytest.fixture
def app():
    app = create_app("testing")
    app.config.update(SECRET_KEY="test-only-secret-key", WTF_CSRF_ENABLED=False)
    with app.app_context():
        db = get_db()
        with app.open_resource("schema.sql") as fh:
            db.executescript(fh.read().decode("utf8"))
    yield app


@pytest.fixture
def client(app):
    return app.test_client()
