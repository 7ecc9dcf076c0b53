import pytest

from app.services.formulas import safe_arith, parse_constants


def test_safe_arith_basic():
    assert safe_arith("a * 2 + b", a=3, b=1) == 7


def test_safe_arith_rejects_calls():
    with pytest.raises(ValueError):
        safe_arith("__import__('os')")


def test_parse_constants():
    assert parse_constants("[1, 2, 3]") == [1, 2, 3]
