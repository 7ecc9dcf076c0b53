import os

os.environ.setdefault("NOTES_SECRET_KEY", "unit-test-secret")

from app import security

TEST_PASSWORD = "correct horse battery staple"


def test_roundtrip():
    stored = security.hash_password(TEST_PASSWORD)
    assert security.verify_password(TEST_PASSWORD, stored)
    assert not security.verify_password("nope", stored)


def test_share_token_shape():
    t = security.new_share_token()
    assert len(t) == 12 and t.isalnum()
