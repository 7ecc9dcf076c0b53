import pytest

from ledgerly.formulas import (
    FormulaError,
    build_range_accessors,
    expand_range,
    parse_dropdown_options,
)


def test_arithmetic(evaluator):
    assert evaluator.evaluate("=A1 * A2 + 1") == 7


def test_functions(evaluator):
    assert evaluator.evaluate("=SUM(A1, A2, B1)") == 15


@pytest.mark.parametrize("formula", ["=__import__('os')", "=A1.real", "='x' * 3", "=(1).__class__"])
def test_rejects(evaluator, formula):
    with pytest.raises(FormulaError):
        evaluator.evaluate(formula)


def test_expand_range():
    assert expand_range("A1", "B2") == ["A1", "A2", "B1", "B2"]


def test_range_accessors():
    ns = build_range_accessors({"Budget": ("A1", "A2")})
    assert ns["Budget"]({"A1": 1, "A2": 2}) == [1, 2]


def test_bad_range_name():
    with pytest.raises(FormulaError):
        build_range_accessors({"x; import os": ("A1", "A2")})


def test_dropdown():
    assert parse_dropdown_options("['a', 'b']") == ["a", "b"]
