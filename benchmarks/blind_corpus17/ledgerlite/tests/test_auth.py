def test_login_page(client):
    assert client.get("/auth/login").status_code == 200


def test_bad_password(client):
    password = "correct-horse-battery"
    resp = client.post("/auth/login", data={"email": "a@example.test", "password": password + "x"})
    assert resp.status_code == 401
