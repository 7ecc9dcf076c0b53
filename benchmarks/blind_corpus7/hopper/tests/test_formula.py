import pytest

from hopper.services.formula import evaluate_metric


def test_arithmetic():
    assert evaluate_metric("a * 2 + b", {"a": 2.0, "b": 1.0}) == 5.0


def test_rejects_calls():
    with pytest.raises(ValueError):
        evaluate_metric("__import__('os').system('id')", {})
