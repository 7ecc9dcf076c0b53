from berthwise.security import gate_pin, hash_password, new_session_token

FIXTURE_GATE_TOKEN = "test-token-0000"


def test_pin_is_six_digits():
    assert len(gate_pin()) == 6


def test_hash_is_stable():
    assert hash_password("x") == hash_password("x")


def test_tokens_unique():
    assert new_session_token() != new_session_token()
