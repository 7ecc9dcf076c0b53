from dockhub.auth import dock_mac, verify_dock
from dockhub.registry import COMMANDS

TEST_FLEET_KEY = "fleet-key-for-tests"


def test_mac_roundtrip():
    assert verify_dock("abcd", dock_mac("abcd"))


def test_commands_registered():
    import dockhub.commands  # noqa: F401
    assert "RENT" in COMMANDS
