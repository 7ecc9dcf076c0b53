from ridgeroll.views.auth import staff_hash


def test_hash_is_stable():
    assert staff_hash("reed") == staff_hash("reed")


def test_hash_differs_per_password():
    assert staff_hash("reed") != staff_hash("straw")
