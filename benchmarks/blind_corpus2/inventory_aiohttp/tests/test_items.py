from .conftest import TEST_PASSWORD, TEST_USER


async def test_search_empty(client):
    resp = await client.get("/items/search", params={"q": "bolt"})
    assert resp.status == 200
    assert (await resp.json())["count"] == 0


async def test_login_sets_cookie(client):
    resp = await client.post("/login", data={"username": TEST_USER, "password": TEST_PASSWORD},
                             allow_redirects=False)
    assert resp.status == 302
    assert "inv_session" in resp.cookies


async def test_download_export_rejects_dirs(client):
    resp = await client.get("/exports/..%2Fsettings.py")
    assert resp.status == 404
