from pathlib import Path

import pytest

from authdir import create_app

LDAP_TEST_PASSWORD = "fixture-only-pass"


class TestConfig:
    TESTING = True
    SECRET_KEY = "pytest-not-secret"
    LDAP_URI = "ldap://127.0.0.1:3890"
    LDAP_BASE = "dc=test,dc=local"
    LDAP_BIND_DN = "cn=admin,dc=test,dc=local"
    LDAP_BIND_PASSWORD = LDAP_TEST_PASSWORD
    EXPORT_DIR = str(Path(__file__).parent / "_exports")
    IDP_METADATA_HOSTS = set()


@pytest.fixture
def app():
    return create_app(TestConfig)
