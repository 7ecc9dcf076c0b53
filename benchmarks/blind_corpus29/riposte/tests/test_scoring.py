from riposte.bouts.scoring import indicator, parse_priority


def test_indicator_default_rule():
    assert indicator(3, 20, 12, "ts - tr") == 8


def test_priority_parse():
    assert parse_priority("['A', 'B']") == ["A", "B"]
