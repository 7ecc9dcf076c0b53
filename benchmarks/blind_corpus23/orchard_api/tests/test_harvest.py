import pytest

from orchard.routers.harvest import _estimate


def test_estimate_arithmetic():
    assert _estimate("trees * bins_per_tree", {"trees": 10, "bins_per_tree": 0.5}) == 5


@pytest.mark.parametrize("expr", ["__import__('os')", "trees.__class__", "'a' * 3"])
def test_estimate_rejects(expr):
    with pytest.raises(Exception):
        _estimate(expr, {"trees": 1, "bins_per_tree": 1})
