import pytest

from kilnlog import create_app


class TestConfig:
    TESTING = True
    SECRET_KEY = "pytest-fixture-key"
    SQLITE_PATH = ":memory:"
    LDAP_URI = "ldap://localhost:3890"
    LDAP_BASE_DN = "dc=example,dc=org"
    LDAP_BIND_DN = "cn=admin,dc=example,dc=org"
    LDAP_BIND_PW = ""
    EXPORT_DIR = "/tmp"
    GLAZE_SHARE_HOSTS = ("glazy.org",)


@pytest.fixture
def app():
    return create_app(TestConfig)


@pytest.fixture
def client(app):
    return app.test_client()
