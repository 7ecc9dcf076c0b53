from sunmeter.diag import parse_tags


def test_tags():
    assert parse_tags("['roof', 'east']") == ["roof", "east"]
