from inventory.auth import hash_password


def test_hash_has_salt():
    a = hash_password("pw")
    b = hash_password("pw")
    assert a != b
    assert "$" in a
