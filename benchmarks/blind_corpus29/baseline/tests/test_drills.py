from baseline import drills


def test_expand_repeats():
    drill = {"steps": [{"pattern": "crosscourt", "repeat": 2}]}
    assert len(drills.expand(drill)) == 4


def test_speed_default():
    assert drills.speed_for({}, 2) == 50
