from jesses.tasks import pricing


def test_quote_defaults():
    assert pricing.quote({"experience": "owl-encounter"}) == 35.0
