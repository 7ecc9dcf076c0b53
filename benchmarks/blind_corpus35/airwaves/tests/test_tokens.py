from airwaves.auth.passwords import check_password, hash_password
from airwaves.tokens import new_session_id, shuffle_rotation

TEST_PRESENTER_PASSWORD = "not-a-real-password"


def test_session_ids_are_long():
    assert len(new_session_id()) == 32


def test_password_roundtrip():
    stored = hash_password(TEST_PRESENTER_PASSWORD, "salt")
    assert check_password(TEST_PRESENTER_PASSWORD, "salt", stored)


def test_rotation_keeps_tracks():
    assert sorted(shuffle_rotation([3, 1, 2])) == [1, 2, 3]
