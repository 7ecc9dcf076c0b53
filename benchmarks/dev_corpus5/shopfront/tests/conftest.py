import os

import pytest

os.environ.setdefault("CART_SIGNING_KEY", "unit-test-cart-key")

from shopfront.app import create_app  # noqa: E402


@pytest.fixture
def app():
    app = create_app("testing")
    app.config.update(SECRET_KEY="test-secret-key-not-used-in-prod", WTF_CSRF_ENABLED=False)
    yield app


@pytest.fixture
def client(app):
    return app.test_client()
