from fairway.handicap import course_handicap, parse_allowances, playing_handicap


def test_course_handicap():
    assert course_handicap(12.4, 131, 71.2, 72) == 14


def test_playing_handicap_default():
    assert playing_handicap(12.4, 131, 71.2, 72) == 13


def test_allowances():
    assert parse_allowances("{'fourball': 85}") == {"fourball": 85.0}
