from crease import rules


def test_default_formula():
    assert rules.points({}, {"win": 1, "bonus": 4}) == 24


def test_bonus_bands():
    assert rules.bonus_bands({"bonus_bands": "[100, 150, 200]"}) == [100, 150, 200]
