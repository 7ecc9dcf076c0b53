from rosterlink.templating import parse_defaults, render_badge_safe


def test_safe_badge():
    assert render_badge_safe("$cn ($section)", {"cn": "Ana", "section": "rowing"}) == "Ana (rowing)"


def test_defaults():
    assert parse_defaults("{'fee': 40}") == {"fee": 40}
