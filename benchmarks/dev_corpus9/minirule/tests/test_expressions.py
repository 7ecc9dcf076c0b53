import pytest

from minirule import build_matcher, evaluate_checked, literal


def test_checked():
    assert evaluate_checked("amount > 100 and country == 'DE'", {"amount": 120, "country": "DE"})


@pytest.mark.parametrize("expr", ["amount.__class__", "__import__('os')", "[x for x in amount]", "amount[0]"])
def test_checked_rejects(expr):
    with pytest.raises(ValueError):
        evaluate_checked(expr, {"amount": 1})


def test_literal():
    assert literal("[1, 'a', {'b': 2}]") == [1, "a", {"b": 2}]


def test_matcher():
    m = build_matcher(["email", "country"])
    assert m({"email": "a@b", "country": "DE"})
    assert not m({"email": "a@b"})
    with pytest.raises(ValueError):
        build_matcher(["x): import os #"])
