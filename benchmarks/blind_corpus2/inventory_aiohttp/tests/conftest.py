import pytest

from inventory.app import create_app
from inventory.handlers.auth import hash_password

TEST_USER = "clerk1"
TEST_PASSWORD = "correct-horse-battery-staple"


@pytest.fixture
async def client(aiohttp_client, tmp_path, monkeypatch):
    monkeypatch.setattr("inventory.settings.DATABASE_PATH", str(tmp_path / "t.db"))
    app = create_app()
    c = await aiohttp_client(app)
    conn = app["db"]
    await conn.execute(
        "INSERT INTO users (username, password_hash) VALUES (?, ?)",
        (TEST_USER, hash_password(TEST_PASSWORD)),
    )
    await conn.commit()
    return c
