from millrace.transforms import scale_feed
from millrace.util import backoff


def test_scale_feed():
    assert scale_feed(["G1 X10 F1000"], "f * 0.5") == ["G1 X10 F500"]


def test_backoff_bounded():
    assert backoff(10) <= 30.5
