from stallholder.jobs.pricing import parse_pitch_sizes
from stallholder.retry import dedupe_key

FAKE_WEBHOOK_SECRET = "whsec_test_placeholder"


def test_pitch_sizes():
    assert parse_pitch_sizes({"sizes": "[3, 4.5]"}) == [3.0, 4.5]


def test_dedupe_key_stable():
    assert dedupe_key({"a": 1, "b": 2}) == dedupe_key({"b": 2, "a": 1})
