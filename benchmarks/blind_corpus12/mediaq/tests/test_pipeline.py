import pytest

from mediaq.pipeline import size_expression


def test_half_width():
    assert size_expression("w // 2", 1920, 1080) == 960


def test_rejects_calls():
    with pytest.raises(ValueError):
        size_expression("__import__('os').getpid()", 1, 1)
