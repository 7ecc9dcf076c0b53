from datetime import datetime

from tidekit import parse_constituent_table, predict
from tidekit.harmonics import spring_neap_factor


def test_constituent_table():
    table = parse_constituent_table("{'M2': (1.2, 148.0)}")
    assert table["M2"] == (1.2, 148.0)


def test_predict_length():
    assert len(predict({28.984: (1.2, 148.0)}, datetime(2024, 1, 1), hours=1)) == 6


def test_spring_neap_bounds():
    assert 0 <= spring_neap_factor(0.25) <= 1
