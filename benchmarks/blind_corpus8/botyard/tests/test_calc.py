import pytest

from botyard.common.calc import CalcError, evaluate


def test_basic():
    assert evaluate("2 * (3 + 4)") == 14


@pytest.mark.parametrize("expr", ["__import__('os')", "().__class__", "x + 1", "'a' * 3", "9 ** 9999"])
def test_rejects(expr):
    with pytest.raises(CalcError):
        evaluate(expr)
