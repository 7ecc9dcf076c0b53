from chat.tokens import invite_code, legacy_password_hash
from chat.ws import ChatSocket


def test_roll_format():
    assert ChatSocket.roll("nonsense").startswith("usage")
    assert 2 <= int(ChatSocket.roll("2d6")) <= 12


def test_invite_code_length():
    assert len(invite_code()) == 12


def test_legacy_hash_known_value():
    assert len(legacy_password_hash("pw")) == 32
