from app.pagination import parse_sort
from app.routers.bookings import _confirmation_code


def test_parse_sort_allowlist():
    assert parse_sort("-member", ("starts_at", "member"), "starts_at") == ("member", True)
    assert parse_sort("id; drop table x", ("starts_at",), "starts_at") == ("starts_at", False)
    assert parse_sort(None, ("name",), "name") == ("name", False)


def test_confirmation_code_shape():
    code = _confirmation_code()
    assert len(code) == 6


def test_healthz(client):
    assert client.get("/healthz").json() == {"ok": True}


def test_me_requires_login(client):
    assert client.get("/members/me").status_code == 401


def test_me_with_token(client, token):
    resp = client.get("/members/me", headers={"Authorization": f"Bearer {token}"})
    assert resp.status_code == 200
    assert resp.json()["username"] == "ada"
