from conftest import TEST_ADMIN_PASSWORD


def test_login_rejects_bad_password(client):
    rv = client.post("/auth/login", data={"email": "a@b.c", "password": "nope"})
    assert rv.status_code == 200


def test_logout_redirects(client):
    rv = client.get("/auth/logout")
    assert rv.status_code == 302


def test_register_then_login(client):
    client.post("/auth/register", data={"email": "x@y.z", "password": TEST_ADMIN_PASSWORD})
    rv = client.post("/auth/login", data={"email": "x@y.z", "password": TEST_ADMIN_PASSWORD})
    assert rv.status_code == 302
