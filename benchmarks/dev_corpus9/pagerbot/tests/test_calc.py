import pytest

from pagerbot.commands.calc import calc


@pytest.mark.parametrize("expr,expected", [
    ("1 + 2", "3"),
    ("2 * sqrt(16)", "8.0"),
    ("10 // 3", "3"),
])
def test_calc(expr, expected):
    assert calc(expr, None).endswith("*%s*" % expected)


@pytest.mark.parametrize("expr", ["__import__('os')", "(1).__class__", "'a' * 10", "round(x=1)"])
def test_calc_rejects(expr):
    assert calc(expr, None).startswith("can't compute")
