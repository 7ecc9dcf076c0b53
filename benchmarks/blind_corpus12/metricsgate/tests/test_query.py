import pytest

from metricsgate import query


def test_threshold_number():
    assert query.parse_threshold("5") == 5


def test_threshold_rejects_names():
    with pytest.raises(ValueError):
        query.parse_threshold("__import__('os')")


def test_evaluate_ratio():
    assert query.evaluate("errors / requests * 100", {"errors": 1, "requests": 4}) == 25
