import ast

from slamdesk.handlers.scoring import _calc


def test_calc_allows_names():
    assert _calc(ast.parse("pct + hcp", mode="eval").body, {"pct": 55.0, "hcp": 1.5}) == 56.5
