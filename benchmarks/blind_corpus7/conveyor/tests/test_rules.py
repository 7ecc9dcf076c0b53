from conveyor.handlers.rules import builtin_rule


def test_builtin_large():
    assert builtin_rule("large", {"bytes": 60 * 1024 * 1024})
    assert not builtin_rule("large", {"bytes": 10})
