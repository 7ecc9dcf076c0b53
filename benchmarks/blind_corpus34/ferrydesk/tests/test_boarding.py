from ferrydesk.boarding import deck_positions


def test_lanes():
    lanes = deck_positions(list(range(10)), lanes=2)
    assert sorted(lanes[0] + lanes[1]) == list(range(10))
