import os

import pytest

from swellbox.app import create_app
from swellbox.settings import Settings



@pytest.fixture
def app(tmp_path):
    s = Settings(db_path=str(tmp_path / "t.sqlite3"), cookie_key=os.urandom(16).hex())
    return create_app(s)


async def test_contract_missing(aiohttp_client, app):
    client = await aiohttp_client(app)
    resp = await client.get("/contracts/999")
    assert resp.status == 404
