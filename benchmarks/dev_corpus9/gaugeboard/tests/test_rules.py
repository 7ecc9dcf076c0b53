import pytest

from gaugeboard.alerting.rules import compile_condition, make_aggregator


def test_condition():
    cond = compile_condition("cpu > 90 and mem > 50", {"cpu", "mem"})
    assert cond({"cpu": 95, "mem": 60})
    assert not cond({"cpu": 10, "mem": 60})


@pytest.mark.parametrize("expr", ["cpu.__class__", "__import__('os')", "open('x')", "'a' > 'b'"])
def test_condition_rejects(expr):
    with pytest.raises(ValueError):
        compile_condition(expr, {"cpu"})


def test_aggregator():
    rollup = make_aggregator(["cpu", "mem"], "max")
    assert rollup({"cpu": [1, 5, 3], "mem": [2]}) == {"cpu": 5, "mem": 2}


def test_aggregator_bad_name():
    with pytest.raises(ValueError):
        make_aggregator(["cpu'] or __import__('os').system('id') or ['"], "max")
