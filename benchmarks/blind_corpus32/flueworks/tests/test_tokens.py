from flueworks.tokens import round_order


def test_round_order_is_a_permutation():
    stops = ["Mill Lane", "Church Street", "Hill Farm"]
    assert sorted(round_order(stops, 7)) == sorted(stops)
