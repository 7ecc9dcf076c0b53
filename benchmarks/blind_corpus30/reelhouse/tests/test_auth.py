import pytest

from reelhouse import create_app
from reelhouse.auth import pin_digest
from reelhouse.config import Settings

TEST_SECRET = "test-only-secret"


@pytest.fixture
def app(tmp_path):
    settings = Settings(
        secret_key=TEST_SECRET,
        database_path=str(tmp_path / "test.db"),
        ldap_url="ldap://localhost",
        ldap_base="dc=example,dc=org",
        media_root=str(tmp_path),
        poster_dir=str(tmp_path),
        ticketing_api_key="dummy",
    )
    return create_app(settings)


def test_pin_digest_is_stable():
    assert pin_digest("1234") == pin_digest("1234")


@pytest.mark.asyncio
async def test_login_rejects_unknown_card(app):
    client = app.test_client()
    resp = await client.post("/login", form={"card": "0000", "pin": "0000"})
    assert resp.status_code in (401, 500)
