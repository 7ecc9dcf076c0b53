import pytest

from tackroom.arith import evaluate


def test_simple_ration():
    assert evaluate("weight * 0.02", {"weight": 500}) == 10.0


def test_rejects_calls():
    with pytest.raises(ValueError):
        evaluate("__import__('os')", {})
