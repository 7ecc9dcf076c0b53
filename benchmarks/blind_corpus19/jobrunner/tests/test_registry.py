import json

from worker import registry


def test_dispatch_calls_registered(monkeypatch):
    seen = []
    monkeypatch.setitem(registry.HANDLERS, "noop", seen.append)
    registry.dispatch(json.loads('{"type": "noop", "payload": {"x": 1}}'))
    assert seen == [{"x": 1}]
