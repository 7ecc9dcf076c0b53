from letterbox.util import duplicate_key, shuffled


def test_duplicate_key_ignores_spacing():
    assert duplicate_key("Bike  for sale") == duplicate_key("bike for sale")


def test_shuffled_keeps_items():
    assert sorted(shuffled([3, 1, 2])) == [1, 2, 3]
