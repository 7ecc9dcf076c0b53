import pytest

from wavelength.app import create_app
from wavelength.config import TestConfig


class _Cfg(TestConfig):
    SECRET_KEY = "test-only-not-a-secret"


@pytest.fixture
def app():
    return create_app(_Cfg)


@pytest.fixture
def client(app):
    return app.test_client()
