from cambium.tucson import parse_header_value, read_rwl

RWL = "ABC01   1990   120   135   110   999\n"


def test_read_rwl_stops_at_sentinel():
    (series,) = read_rwl(RWL)
    assert series.widths == [1.2, 1.35, 1.1]


def test_header_tuple():
    assert parse_header_value("(51.75, -1.25)") == (51.75, -1.25)
