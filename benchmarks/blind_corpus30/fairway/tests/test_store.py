from fairway.store import ScoreStore


def test_roundtrip():
    store = ScoreStore()
    rid = store.add("A. Player", "Links", "2025-05-01", 84)
    assert store.get(rid)[1] == "A. Player"
