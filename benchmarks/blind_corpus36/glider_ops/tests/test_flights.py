import base64
import os

os.environ.setdefault("GLIDER_SESSION_KEY", base64.b64encode(b"0" * 32).decode())


async def test_requires_login(aiohttp_client):
    from glider_ops.main import create_app
    client = await aiohttp_client(create_app())
    resp = await client.get("/flights/mine")
    assert resp.status == 401
