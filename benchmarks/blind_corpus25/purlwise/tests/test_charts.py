from purlwise.charts import expand_row, parse_gauge


def test_expand_simple():
    assert expand_row("k2, p2", 8) == ["k2", "p2"]


def test_expand_repeat_digit():
    assert expand_row("[k1, p1] x 3", 6) == ["k1", "p1"] * 3


def test_gauge():
    assert parse_gauge("(22, 30)") == (22.0, 30.0)
