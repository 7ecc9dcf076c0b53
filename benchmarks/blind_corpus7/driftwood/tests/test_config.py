from driftwood.config import parse_overrides


def test_overrides():
    assert parse_overrides(["a=1", "b=[1, 2]", "c=hello"]) == {"a": 1, "b": [1, 2], "c": "hello"}
