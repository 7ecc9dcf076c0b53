import pickle

from jobrunner.tasks.rules import evaluate_checked


def test_checked_rule():
    assert evaluate_checked("a + b > 3", {"a": 1, "b": 5}) is True


def test_state_roundtrip():
    state = {"offset": 42, "files": ["a.mp4"]}
    assert pickle.loads(pickle.dumps(state)) == state
