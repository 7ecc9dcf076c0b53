from quarry.transform.dedupe import dedupe


def test_dedupe():
    assert list(dedupe([[1, "a"], [1, "a"], [2, "b"]])) == [[1, "a"], [2, "b"]]
