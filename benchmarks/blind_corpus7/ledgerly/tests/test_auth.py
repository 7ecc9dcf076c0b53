from .conftest import ADMIN_PASSWORD


def test_login_ok(client):
    r = client.post("/login", data={"email": "admin@example.com", "password": ADMIN_PASSWORD})
    assert r.status_code == 302


def test_login_bad(client):
    r = client.post("/login", data={"email": "admin@example.com", "password": "nope"})
    assert b"Invalid" in r.data or r.status_code == 200


def test_logout_rejects_external(client):
    r = client.get("/logout?next=https://evil.example/")
    assert r.headers["Location"].endswith("/login")
