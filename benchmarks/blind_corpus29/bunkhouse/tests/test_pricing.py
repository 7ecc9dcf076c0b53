from bunkhouse.tasks import pricing


def test_season_multiplier():
    assert pricing.season_multiplier(8) == 1.25
    assert pricing.season_multiplier(1) == 1.0
