import pytest

from shop import create_app
from shop.db import get_db

TEST_ADMIN_PASSWORD = "admin123"


@pytest.fixture
def app():
    app = create_app("testing")
    with app.app_context():
        get_db().executescript(open("schema.sql").read())
    yield app


@pytest.fixture
def client(app):
    return app.test_client()
