import pytest

from jamtrack.util import footage_name, password_digest, team_side

TEST_COOKIE_SECRET = "dummy-secret-for-tests"


def test_footage_name_rejects_traversal():
    with pytest.raises(ValueError):
        footage_name("../../etc/passwd")


def test_team_side():
    assert team_side("home") == "home"


def test_digest_salted():
    assert password_digest("pw", "a") != password_digest("pw", "b")
