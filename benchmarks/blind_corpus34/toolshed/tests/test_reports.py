from toolshed.members import pin_digest


def test_pin_digest_is_stable():
    assert pin_digest("1234") == pin_digest("1234")
