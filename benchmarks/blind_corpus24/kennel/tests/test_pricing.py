from kennel import pricing


def test_nightly():
    assert round(pricing.nightly("small", 2), 2) == 73.6


def test_adjust():
    assert pricing.adjust(10.0, "add", "5") == 15.0
