from wortkit import Recipe, abv, ibu


def test_abv():
    assert abv(1.050, 1.010) == 5.25


def test_ibu_zero_without_hops():
    assert ibu(Recipe(name="SMaSH")) == 0
