from unittest import mock


def test_login_redirects(client):
    with mock.patch("hivecount.auth.views.check_password", return_value=True):
        r = client.post("/auth/login", data={"username": "ada", "password": "x", "next": "/"})
    assert r.status_code == 302


def test_logout_rejects_offsite(client):
    r = client.get("/auth/logout?next=https://evil.example/")
    assert r.headers["Location"].endswith("/auth/login")


def test_safe_join_blocks_parent(tmp_path):
    import pytest
    from hivecount.util.safety import safe_join
    with pytest.raises(ValueError):
        safe_join(str(tmp_path), "..", "etc", "passwd")
