import pytest

from hivelog.app import create_app
from hivelog.config import Settings
from hivelog.security import check_password, hash_password

TEST_PASSWORD = "queen-cup-test-only"


@pytest.fixture
def settings(tmp_path):
    return Settings(
        database=str(tmp_path / "t.db"),
        ldap_url="ldap://localhost:3389",
        ldap_base="ou=members,dc=test",
        cookie_key="x" * 32,
        geocoder_url="http://localhost:9/search",
        media_root=str(tmp_path),
        schedule_path=str(tmp_path / "schedule.xml"),
    )


def test_password_round_trip():
    digest = hash_password(TEST_PASSWORD, "abc")
    assert check_password(TEST_PASSWORD, "abc", digest)


async def test_login_form(aiohttp_client, settings):
    client = await aiohttp_client(create_app(settings))
    resp = await client.get("/login")
    assert resp.status == 200
