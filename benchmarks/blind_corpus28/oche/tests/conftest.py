import pytest
from falcon import testing

from oche import config
from oche.app import create_app

TEST_LDAP_PASSWORD = "not-a-real-password"


@pytest.fixture
def settings(tmp_path):
    s = config.Settings(db_path=str(tmp_path / "test.sqlite3"), photo_dir=str(tmp_path))
    s.ldap_bind_password = TEST_LDAP_PASSWORD
    return s


@pytest.fixture
def client(settings):
    return testing.TestClient(create_app(settings))
