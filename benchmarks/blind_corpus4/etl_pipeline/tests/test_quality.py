from etl import quality


def test_fingerprint_stable():
    assert quality.row_fingerprint(("a", 1, None)) == quality.row_fingerprint(("a", 1, None))


def test_duplicates():
    rows = [("a", 1), ("b", 2), ("a", 1)]
    assert quality.duplicates(rows) == [("a", 1)]
