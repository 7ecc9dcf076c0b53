def login(client):
    return client.post(
        "/auth/login",
        data={"email": "owner@example.com", "password": "correct horse"},
    )


def test_login_redirects_to_invoices(client):
    resp = login(client)
    assert resp.status_code == 302
    assert resp.headers["Location"].endswith("/invoices/")


def test_login_rejects_external_next(client):
    resp = client.post(
        "/auth/login?next=https://evil.example/",
        data={"email": "owner@example.com", "password": "correct horse"},
    )
    assert "evil.example" not in resp.headers["Location"]


def test_note_preview_escapes(client):
    login(client)
    resp = client.post("/invoices/1/note-preview", data={"note": "<b>x</b>"})
    assert b"&lt;b&gt;" in resp.data
