import pytest

from pelican.transform.rules import RuleError, SafeCondition, evaluate_condition


def test_safe_condition_basic():
    cond = SafeCondition("advance_days >= 14 and stay_nights >= 2")
    assert cond({"advance_days": 20, "stay_nights": 3})
    assert not cond({"advance_days": 3, "stay_nights": 3})


@pytest.mark.parametrize("expr", ["__import__('os')", "pax.__class__", "open('/etc/passwd')", "x[0]"])
def test_safe_condition_rejects(expr):
    with pytest.raises(RuleError):
        SafeCondition(expr)


def test_empty_condition_is_true():
    assert SafeCondition("")({})
    assert evaluate_condition("", {})


def test_legacy_evaluator():
    assert evaluate_condition("pax <= 9", {"pax": 2})
