from hallkeeper import auth

FAKE_JWT_SECRET = "unit-test-secret"


def test_pin_digest_is_stable():
    assert auth.legacy_pin_digest("1234") == auth.legacy_pin_digest("1234")
