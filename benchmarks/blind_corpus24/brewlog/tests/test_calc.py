from brewlog import calc


def test_abv_standard():
    assert calc.abv(1.050, 1.010) == 5.25


def test_hops():
    assert calc.parse_hop_schedule("[(60, 'Magnum', 20)]") == [(60, "Magnum", 20.0)]
