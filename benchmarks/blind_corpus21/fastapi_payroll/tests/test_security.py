from payroll import security


def test_hash_roundtrip():
    stored = security.hash_password("correct horse battery staple", salt=b"\x00" * 16)
    assert stored.startswith("00000000")


def test_jwt(monkeypatch):
    monkeypatch.setattr(security.settings, "jwt_secret", "unit-test-secret")
    assert security.issue_jwt("E1001").count(".") == 2
