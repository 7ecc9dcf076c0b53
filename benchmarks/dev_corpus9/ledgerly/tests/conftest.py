import pytest

from ledgerly.formulas import ArithmeticEvaluator


@pytest.fixture
def cells():
    return {"A1": 2, "A2": 3, "B1": 10}


@pytest.fixture
def evaluator(cells):
    return ArithmeticEvaluator(cells)
